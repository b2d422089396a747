import type { Meta, StoryObj } from '@storybook/react-vite';
import { PORTRAIT, PROFILE } from '../testing/story-fixtures';
import { ProfileCard } from './profile-card';
import { ProfileLoading } from './profile-loading';

const meta = {
  title: 'Pages/Dashboard/ProfileCard',
  component: ProfileCard,
  args: { profile: PROFILE },
} satisfies Meta<typeof ProfileCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Listener: Story = {};
export const WithAvatar: Story = { args: { profile: { ...PROFILE, avatarUrl: PORTRAIT } } };
export const Artist: Story = {
  args: {
    profile: {
      ...PROFILE,
      role: 'artist',
      artist: { id: 'a-1', slug: 'lena-marsh', name: 'Lena Marsh' },
    },
  },
};
export const Admin: Story = { args: { profile: { ...PROFILE, role: 'admin' } } };
export const LongText: Story = {
  args: {
    profile: {
      ...PROFILE,
      displayName: 'Maximilian Alexander Featherstonehaugh-Worthington the Third',
      email: 'maximilian.alexander.featherstonehaugh-worthington@example.com',
    },
  },
};
export const Loading: Story = { render: () => <ProfileLoading /> };
export const Mobile: Story = {
  args: { profile: { ...PROFILE, role: 'admin', avatarUrl: PORTRAIT } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
