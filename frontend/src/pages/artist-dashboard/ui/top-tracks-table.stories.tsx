import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TRACK_IDS, TRACKS, trackMetrics } from '../testing/analytics-fixtures';
import { TopTracksTable } from './top-tracks-table';

const meta = {
  title: 'Pages/ArtistDashboard/TopTracksTable',
  component: TopTracksTable,
  args: { tracks: TRACKS, onOpenTrack: fn() },
} satisfies Meta<typeof TopTracksTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Most streamed first; every header sorts, every title opens the track's curve. */
export const Default: Story = {};
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
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
