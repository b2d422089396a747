import type { Meta, StoryObj } from '@storybook/react-vite';
import { RESET_REQUESTED_MESSAGE } from '../api/request-password-reset';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetLinkSent } from './reset-link-sent';

const meta = {
  title: 'Pages/Auth/ForgotPassword',
  component: ForgotPasswordForm,
  args: { error: null, isSending: false, onSubmit: () => undefined },
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Sending: Story = { args: { isSending: true } };
export const Failed: Story = { args: { error: 'Failed to send reset email' } };
export const Throttled: Story = {
  args: { error: 'Too many attempts. Try again in 1 hour.' },
};
export const LinkSent: Story = {
  render: () => <ResetLinkSent message={RESET_REQUESTED_MESSAGE} />,
};
export const LinkSentMobile: Story = {
  render: () => <ResetLinkSent message={RESET_REQUESTED_MESSAGE} />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
