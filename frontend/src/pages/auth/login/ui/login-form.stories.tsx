import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerificationFrame } from '@/features/waitlist-signup';
import { STORAGE_RESTRICTED_MESSAGE } from '../model/login';
import { LoginForm } from './login-form';

const meta = {
  title: 'Pages/Auth/LoginForm',
  component: LoginForm,
  args: { error: null, isSubmitting: false, onSubmit: () => undefined },
} satisfies Meta<typeof LoginForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Submitting: Story = { args: { isSubmitting: true } };
export const WrongPassword: Story = { args: { error: 'Invalid email or password.' } };
export const StorageRestricted: Story = { args: { error: STORAGE_RESTRICTED_MESSAGE } };
export const ServerDown: Story = { args: { error: 'Error 502: Bad Gateway' } };
export const MustWait: Story = {
  args: { error: 'Too many attempts. Try again in 5 minutes.' },
};
/**
 * After many failed logins on the account or from the address: a proof of work first. The widget
 * appears with the server's answer and solves by itself.
 */
export const VerificationRequired: Story = {
  args: {
    error: 'Please complete the verification, then log in again.',
    verification: <VerificationFrame state="loading" />,
  },
};
/** "Log in" pressed while the widget was still solving: the attempt goes once it is verified. */
export const VerifyingBeforeLogin: Story = {
  args: { verifying: true, verification: <p role="status">Verifying…</p> },
};
/** The widget cannot run in this browser: no attempt could pass, so the button is disabled. */
export const VerificationUnsupported: Story = {
  args: {
    error: 'Please complete the verification, then log in again.',
    blocked: true,
    verification: <VerificationFrame state="unsupported" />,
  },
};
export const Mobile: Story = {
  args: {
    error: 'Too many attempts. Try again in 1 minute.',
    verification: <VerificationFrame state="failed" />,
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
