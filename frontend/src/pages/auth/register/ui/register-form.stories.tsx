import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerificationFrame } from '@/features/waitlist-signup';
import { RegisterForm } from './register-form';

const meta = {
  title: 'Pages/Auth/RegisterForm',
  component: RegisterForm,
  args: {
    error: null,
    fieldErrors: {},
    isSubmitting: false,
    initialInviteCode: '',
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof RegisterForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const InviteFromLink: Story = { args: { initialInviteCode: 'ENCORE-DEMO-2026' } };
export const Submitting: Story = {
  args: { isSubmitting: true, initialInviteCode: 'ENCORE-DEMO-2026' },
};
export const InviteExpired: Story = { args: { error: 'This invite code has expired.' } };
export const EmailTaken: Story = {
  args: {
    error: 'This email cannot be used to register. If it is yours, log in or reset your password.',
  },
};
export const WeakPassword: Story = {
  args: { fieldErrors: { password: 'This password is too common. Please choose another one.' } },
};
/**
 * After many wrong invite codes from this address (ADR 0025, issue 23): a proof of work first. The
 * widget appears with the server's answer and solves by itself; a valid code is never refused.
 */
export const VerificationRequired: Story = {
  args: {
    error: 'Please complete the verification, then register again.',
    initialInviteCode: 'ENCORE-DEMO-2026',
    verification: <VerificationFrame state="loading" />,
  },
};
/** "Create account" pressed while the widget was still solving: it goes once it is verified. */
export const VerifyingBeforeCreate: Story = {
  args: { verifying: true, verification: <p role="status">Verifying…</p> },
};
export const Mobile: Story = {
  args: { error: 'Registration failed' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
