import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Shared/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Disable lena@example.com?',
    description:
      'They are signed out everywhere at once and cannot log in until an admin enables the account again.',
    confirmLabel: 'Disable account',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Destructive: Story = {};
export const Primary: Story = {
  args: {
    title: 'Make Lena Marsh an artist?',
    description: 'The new role applies from their next request.',
    confirmLabel: 'Change role',
    tone: 'primary',
  },
};
export const Pending: Story = { args: { pending: true } };
export const Failed: Story = {
  args: {
    error:
      'Encore needs at least one enabled admin. Make another account an admin first, then try again.',
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
