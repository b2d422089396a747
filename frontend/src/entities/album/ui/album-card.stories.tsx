import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlbumCard } from './album-card';
import { RELEASE } from '../testing/story-fixtures';

const meta = {
  title: 'Entities/Album/AlbumCard',
  component: AlbumCard,
  args: { album: RELEASE, to: '/artist/neon-harbor/album/afterglow-boulevard' },
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AlbumCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Standard: Story = {};
export const Soundcheck: Story = {
  args: { album: { ...RELEASE, title: 'Night Drive Tapes', access_type: 'soundcheck' } },
};
export const WithArtistName: Story = { args: { subtitle: 'Neon Harbor' } };
export const NoCoverNoDate: Story = {
  args: { album: { ...RELEASE, artwork_url: null, release_date: null, track_count: 1 } },
};
export const LongTitle: Story = {
  args: {
    album: { ...RELEASE, title: 'The Lighthouse Keeper’s Ledger (Deluxe Anniversary Edition)' },
    subtitle: 'Ama Oduya & The Lagos Lights featuring the Lantern Room Orchestra',
  },
};
/** After a `#album-{id}` link: marked for two seconds. */
export const Highlighted: Story = { args: { highlighted: true } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
