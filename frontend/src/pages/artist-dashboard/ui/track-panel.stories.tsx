import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { trackAnalyticsFixture } from '../testing/analytics-fixtures';
import { TrackPanel } from './track-panel';

const meta = {
  title: 'Pages/ArtistDashboard/TrackPanel',
  component: TrackPanel,
  args: {
    status: 'ready',
    title: 'Tidewater',
    figures: trackAnalyticsFixture(),
    error: null,
    onClose: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TrackPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The track's figures against the period before, its retention curve and its days. */
export const Ready: Story = {};
export const Loading: Story = { args: { status: 'loading', figures: null } };
export const Failed: Story = {
  args: {
    status: 'failed',
    figures: null,
    error: 'We could not load your figures. Check your connection and try again.',
  },
};
export const NoPlays: Story = {
  args: {
    figures: trackAnalyticsFixture({
      retention: Array.from({ length: 21 }, (_, i) => ({ percent: i * 5, share: 0 })),
    }),
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
