import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SoundcheckLockedDialog } from './soundcheck-locked-dialog';

const meta = {
  title: 'Entities/Track/SoundcheckLockedDialog',
  component: SoundcheckLockedDialog,
  args: {
    onClose: fn(),
    track: {
      title: 'Signal Fires (Acoustic)',
      album_id: '6c1f0f4e-58f4-4a36-9d59-2b8a8f0f4a11',
      album_slug: 'soundcheck-sessions',
      artist_id: 'b1d7c7a2-3f0b-4d7e-9a55-7d6f7d2b9c01',
      artist_slug: 'neon-harbor',
    },
  },
} satisfies Meta<typeof SoundcheckLockedDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { track: null } };
export const LongTitle: Story = {
  args: {
    track: {
      title:
        'A Very Long Acoustic Reworking Recorded Live at the Harbour Warehouse With Friends (Take 4)',
      album_id: '6c1f0f4e-58f4-4a36-9d59-2b8a8f0f4a11',
      album_slug: null,
    },
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
