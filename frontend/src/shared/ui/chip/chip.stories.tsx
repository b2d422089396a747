import type { Meta, StoryObj } from '@storybook/react-vite';
import { MusicIcon } from '@/shared/ui/icons';
import { Chip } from './chip';

const meta = {
  title: 'Shared/Chip',
  component: Chip,
  args: { children: 'Indie Pop' },
} satisfies Meta<typeof Chip>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Free: Story = { args: { children: 'Free', variant: 'success' } };
export const Locked: Story = { args: { children: 'SoundCheck', variant: 'locked' } };
export const Primary: Story = { args: { children: 'SOUNDCHECK', variant: 'primary' } };
export const Secondary: Story = { args: { children: 'Owned', variant: 'secondary' } };
export const Warning: Story = { args: { children: 'Limited', variant: 'warning' } };
export const Danger: Story = { args: { children: 'Explicit', variant: 'danger' } };
export const WithIcon: Story = { args: { icon: <MusicIcon size={12} />, children: 'Acoustic' } };
export const LongText: Story = {
  args: { children: 'Experimental ambient post-rock with field recordings' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 180 }}>
        <Story />
      </div>
    ),
  ],
};
export const GenreRow: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {['Indie', 'Shoegaze', 'Dream Pop', 'Lo-fi', 'Folk'].map((genre) => (
        <Chip key={genre}>{genre}</Chip>
      ))}
    </div>
  ),
};
