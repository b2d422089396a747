import type { Meta, StoryObj } from '@storybook/react-vite';
import { PASSWORDS_DIFFER_MESSAGE } from '../model/change-password';
import { PasswordForm } from './password-form';

const meta = {
  title: 'Features/ChangePassword/PasswordForm',
  component: PasswordForm,
  args: {
    askCurrentPassword: true,
    error: null,
    confirmationError: null,
    isSubmitting: false,
    isChanged: false,
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof PasswordForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
export const FromResetLink: Story = { args: { askCurrentPassword: false } };
export const Submitting: Story = { args: { isSubmitting: true } };
export const PasswordsDiffer: Story = { args: { confirmationError: PASSWORDS_DIFFER_MESSAGE } };
export const WrongCurrentPassword: Story = {
  args: { error: 'Your current password is incorrect.' },
};
export const LinkExpired: Story = {
  args: {
    askCurrentPassword: false,
    error: 'This password reset link is invalid or has expired. Please request a new one.',
  },
};
export const Changed: Story = { args: { isChanged: true } };
export const Mobile: Story = {
  args: { error: 'Password update failed' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
