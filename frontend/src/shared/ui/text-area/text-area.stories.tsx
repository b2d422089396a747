import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './text-area';

const meta = {
  title: 'Shared/TextArea',
  component: TextArea,
  args: { label: 'Anything else we should know?' },
} satisfies Meta<typeof TextArea>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHint: Story = { args: { hint: 'Up to 2,000 characters.' } };
export const WithError: Story = { args: { error: 'Keep it under 2,000 characters.' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sent.' } };
