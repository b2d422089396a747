import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CodeEntryForm } from './code-entry-form';

const meta = {
  title: 'Features/SecondFactor/CodeEntryForm',
  component: CodeEntryForm,
  args: { action: 'Verify', error: null, isSubmitting: false, onSubmit: fn() },
} satisfies Meta<typeof CodeEntryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Verifying: Story = { args: { isSubmitting: true } };
export const WrongCode: Story = {
  args: { error: 'That code is not right. Enter the current code from your authenticator app.' },
};
export const AlreadyUsed: Story = {
  args: {
    error: 'That code has already been used. Wait for the next code in your authenticator app.',
  },
};
export const Throttled: Story = {
  args: { error: 'Too many attempts. Try again in 14 minutes.' },
};
export const TurnOff: Story = {
  args: { action: 'Turn off two-step sign-in', destructive: true, onCancel: fn() },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
