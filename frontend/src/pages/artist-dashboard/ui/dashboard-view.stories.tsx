import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  artistAnalyticsFixture,
  emptyAnalyticsFixture,
  PREVIEW_ONLY_TRACK,
  TRACKS,
} from '../testing/analytics-fixtures';
import { DashboardView } from './dashboard-view';

const meta = {
  title: 'Pages/ArtistDashboard/DashboardView',
  component: DashboardView,
  args: {
    status: 'ready',
    figures: artistAnalyticsFixture(),
    refusal: null,
    loadError: null,
    range: { preset: '28d' },
    onRangeChange: fn(),
    onRetry: fn(),
    onDownloadCsv: fn(),
    isDownloadingCsv: false,
    openTrackId: null,
    onOpenTrack: fn(),
    now: new Date('2026-11-26T12:00:00Z'),
  },
} satisfies Meta<typeof DashboardView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
/** A Soundcheck track only visitors previewed: 0 plays and 0 listeners, its preview listeners. */
export const WithAPreviewOnlyTrack: Story = {
  args: { figures: artistAnalyticsFixture({ tracks: [...TRACKS, PREVIEW_ONLY_TRACK] }) },
};
export const FirstLoad: Story = { args: { status: 'loading', figures: null } };
/** Another range loading: the last figures stay, dimmed. */
export const Refreshing: Story = { args: { status: 'loading' } };
export const NoPlaysYet: Story = { args: { figures: emptyAnalyticsFixture() } };
export const Failed: Story = {
  args: {
    status: 'failed',
    figures: null,
    loadError: 'We could not load your figures. Check your connection and try again.',
  },
};
export const DownloadingCsv: Story = { args: { isDownloadingCsv: true } };
export const NotAnArtist: Story = { args: { status: 'refused', refusal: 'not_an_artist' } };
export const NotLinked: Story = { args: { status: 'refused', refusal: 'not_linked' } };
export const OtherArtist: Story = { args: { status: 'refused', refusal: 'other_artist' } };
export const AdminWithoutArtist: Story = {
  args: { status: 'refused', refusal: 'artist_required' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
