import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccessChip } from './access-chip';

const meta = {
  title: 'Entities/Track/AccessChip',
  component: AccessChip,
  args: { track: { access_type: 'standard', access_granted: true } },
} satisfies Meta<typeof AccessChip>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Free: Story = {};
export const FreeAlbum: Story = { args: { track: { access_type: 'free', access_granted: true } } };
/** SoundCheck without a purchase: the lock shows. */
export const Locked: Story = {
  args: { track: { access_type: 'soundcheck', access_granted: false } },
};
/** SoundCheck the listener has bought. */
export const Unlocked: Story = {
  args: { track: { access_type: 'soundcheck', access_granted: true } },
};
