import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlbumAccessChip } from './album-access-chip';

const meta = {
  title: 'Entities/Album/AlbumAccessChip',
  component: AlbumAccessChip,
  args: { accessType: 'soundcheck' },
} satisfies Meta<typeof AlbumAccessChip>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Soundcheck: Story = {};
export const SoundcheckLocked: Story = { args: { locked: true } };
export const Free: Story = { args: { accessType: 'free' } };
export const Vip: Story = { args: { accessType: 'vip' } };
export const Limited: Story = { args: { accessType: 'limited' } };
/** Standard albums show no chip at all. */
export const StandardHidden: Story = { args: { accessType: 'standard' } };
