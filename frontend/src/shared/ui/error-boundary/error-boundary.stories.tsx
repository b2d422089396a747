import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorBoundary } from './error-boundary';
import { RenderFailure } from './render-failure';

function Broken(): never {
  throw new Error('A story that fails to render on purpose');
}

const meta = {
  title: 'Shared/ErrorBoundary',
  component: ErrorBoundary,
  args: { fallback: null, children: null },
} satisfies Meta<typeof ErrorBoundary>;
export default meta;

type Story = StoryObj<typeof meta>;

export const RendersChildren: Story = {
  args: { children: <p>Everything rendered.</p> },
};
export const FailureWithRetry: Story = {
  args: {
    fallback: (reset) => <RenderFailure onRetry={reset} />,
    children: <Broken />,
  },
};
export const FailureWithText: Story = {
  args: { fallback: <p>Unable to display releases at this time.</p>, children: <Broken /> },
};
export const Mobile: Story = {
  args: { fallback: (reset) => <RenderFailure onRetry={reset} />, children: <Broken /> },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
