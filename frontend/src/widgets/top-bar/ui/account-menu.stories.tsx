import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountMenu } from './account-menu';

const PORTRAIT =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23E4FF1A'/%3E%3Ccircle cx='32' cy='26' r='12' fill='%230b0a10'/%3E%3Cpath d='M10 64a22 22 0 0 1 44 0Z' fill='%230b0a10'/%3E%3C/svg%3E";

const meta = {
  title: 'Widgets/TopBar/AccountMenu',
  component: AccountMenu,
  parameters: { session: 'authenticated' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const WithAvatar: Story = { parameters: { sessionUser: { avatarUrl: PORTRAIT } } };
export const BrokenAvatarFallsBackToInitials: Story = {
  parameters: { sessionUser: { avatarUrl: '/media/images/avatars/missing.webp' } },
};
export const Open: Story = { args: { defaultOpen: true } };
export const OpenWithLongNameAndEmail: Story = {
  args: { defaultOpen: true },
  parameters: {
    sessionUser: {
      displayName: 'Maximilian Alexander Featherstonehaugh-Worthington',
      email: 'maximilian.featherstonehaugh-worthington@example.com',
    },
  },
};
export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
