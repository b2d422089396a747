import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Tooltip } from '@/shared/ui/tooltip';
import { TrackList, type TrackListItem } from './track-list';

const TRACKS: TrackListItem[] = [
  { title: 'Harbour Lights', duration: '1:44' },
  { title: 'Afterglow Boulevard', duration: '1:39' },
  { title: 'Burn the Map', duration: '1:28', explicit: true },
  { title: 'Slow Fade at the Pier', duration: '3:04' },
].map((track, index) => ({
  id: `t-${index + 1}`,
  number: index + 1,
  subtitle: 'Neon Harbor',
  explicit: false,
  locked: false,
  ...track,
}));

const meta = {
  title: 'Shared/TrackList',
  component: TrackList,
  args: { items: TRACKS, label: 'Tracks on Afterglow Boulevard', onPlay: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TrackList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playable: Story = {};
export const Locked: Story = {
  args: { items: TRACKS.map((track) => ({ ...track, locked: true })) },
};
export const Highlighted: Story = { args: { anchorPrefix: 'track-', highlightedId: 't-2' } };
/** The player's track: equaliser instead of the number, title in the primary colour. */
export const CurrentTrackPlaying: Story = {
  name: 'With the current track playing',
  args: { currentTrackId: 't-2', playing: true },
};
/** The same track while the player is paused: the bars hold still and read "Paused". */
export const CurrentTrackPaused: Story = {
  name: 'With the current track paused',
  args: { currentTrackId: 't-2', playing: false },
};
/** A page previewed where it cannot play: every control disabled, its tooltip saying why. */
export const PlayDisabled: Story = {
  args: {
    disabledPlay: (button) => <Tooltip content="Play from the editor">{button}</Tooltip>,
  },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { items: [], empty: <p>No tracks available.</p> } };
export const LongText: Story = {
  args: {
    items: [
      {
        id: 't-long',
        number: 12,
        title: 'An Extremely Long Track Title That Goes On (Extended Twelve-Inch Club Remix)',
        subtitle: 'Ama Oduya & The Lagos Lights featuring the Lantern Room Orchestra',
        duration: '12:07',
        explicit: true,
        locked: false,
      },
    ],
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
