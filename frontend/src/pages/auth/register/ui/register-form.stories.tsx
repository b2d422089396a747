import type { Meta, StoryObj } from '@storybook/react-vite';
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
export const Mobile: Story = {
  args: { error: 'Registration failed' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
