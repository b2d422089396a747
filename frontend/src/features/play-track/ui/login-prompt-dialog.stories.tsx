import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoginPromptDialogView } from './login-prompt-dialog';

const meta = {
  title: 'Features/PlayTrack/LoginPromptDialog',
  component: LoginPromptDialogView,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof LoginPromptDialogView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { open: false } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
