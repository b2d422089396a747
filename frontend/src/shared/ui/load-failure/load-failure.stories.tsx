import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadFailure } from './load-failure';

const meta = {
  title: 'Shared/LoadFailure',
  component: LoadFailure,
  args: {
    title: 'The accounts could not be loaded',
    children: 'Check your connection and try again.',
    onRetry: fn(),
  },
} satisfies Meta<typeof LoadFailure>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ServerWords: Story = {
  args: { children: 'Encore is busy right now. Try again in a minute.' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
