import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageSpinner } from './page-spinner';

const meta = {
  title: 'Shared/PageSpinner',
  component: PageSpinner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageSpinner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomLabel: Story = { args: { label: 'Checking your session…' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
