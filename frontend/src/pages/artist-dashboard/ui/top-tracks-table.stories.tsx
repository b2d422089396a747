import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PREVIEW_ONLY_TRACK, TRACK_IDS, TRACKS, trackMetrics } from '../testing/analytics-fixtures';
import { TopTracksTable } from './top-tracks-table';

const meta = {
  title: 'Pages/ArtistDashboard/TopTracksTable',
  component: TopTracksTable,
  args: { tracks: TRACKS, onOpenTrack: fn() },
} satisfies Meta<typeof TopTracksTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Most streamed first; every header sorts and tells what its figure counts on hover or focus,
 * every title opens the track's curve.
 */
export const Default: Story = {};
/** A Soundcheck track only visitors previewed: 0 plays, 0 listeners, its preview listeners. */
export const PreviewsOnly: Story = { args: { tracks: [...TRACKS, PREVIEW_ONLY_TRACK] } };
export const SortedByTitle: Story = {
  args: { defaultSort: { key: 'title', direction: 'ascending' } },
};
export const TrackOpen: Story = { args: { openTrackId: TRACK_IDS.harbourLights } };
export const LongTitles: Story = {
  args: {
    tracks: [
      trackMetrics(
        'long-1',
        'The Lighthouse Keeper’s Ledger (Extended Midnight Reprise, Live at the Roundhouse)',
        {
          plays: 12_345,
          streams: 11_002,
        },
      ),
      ...TRACKS,
    ],
  },
};
/** A column's definition, shown when its header has the keyboard's focus. */
export const DefinitionOnFocus: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
