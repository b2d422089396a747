import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './avatar';

// A tiny inline image keeps the story offline-friendly.
const PORTRAIT =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23E4FF1A'/%3E%3Ccircle cx='32' cy='26' r='12' fill='%230b0a10'/%3E%3Cpath d='M10 64a22 22 0 0 1 44 0Z' fill='%230b0a10'/%3E%3C/svg%3E";

const meta = {
  title: 'Shared/Avatar',
  component: Avatar,
  args: { name: 'Lena Marsh' },
} satisfies Meta<typeof Avatar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const WithImage: Story = { args: { src: PORTRAIT } };
export const BrokenImageFallsBack: Story = { args: { src: '/does-not-exist.png' } };
export const SingleName: Story = { args: { name: 'björk' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" src={PORTRAIT} />
    </div>
  ),
};
