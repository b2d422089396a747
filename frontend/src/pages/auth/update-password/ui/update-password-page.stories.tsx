import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordUpdated } from './password-updated';
import { UpdatePasswordPage } from './update-password-page';

const meta = {
  title: 'Pages/Auth/UpdatePassword',
  component: UpdatePasswordPage,
  parameters: { layout: 'fullscreen', session: 'anonymous' },
} satisfies Meta<typeof UpdatePasswordPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FromResetLink: Story = { parameters: { route: '/update-password?token=abc123' } };
export const LinkMissing: Story = { parameters: { route: '/update-password' } };
export const SessionLoading: Story = {
  parameters: { route: '/update-password', session: 'loading' },
};
export const SignedIn: Story = {
  parameters: { route: '/update-password', session: 'authenticated' },
};
export const Updated: Story = { render: () => <PasswordUpdated /> };
export const Mobile: Story = {
  parameters: { route: '/update-password?token=abc123' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
