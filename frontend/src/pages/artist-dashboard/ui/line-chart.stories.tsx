import type { Meta, StoryObj } from '@storybook/react-vite';
import { dailySeries, retentionSeries, retentionSummary, seriesSummary } from '../lib/chart-series';
import { formatCompact } from '../lib/format-figures';
import { dailyFixture, trackAnalyticsFixture } from '../testing/analytics-fixtures';
import { LineChart } from './line-chart';

const daily = dailySeries(dailyFixture('2026-11-26', 28), 'plays');
const retention = trackAnalyticsFixture().retention;

const meta = {
  title: 'Pages/ArtistDashboard/LineChart',
  component: LineChart,
  args: {
    points: daily,
    summary: seriesSummary('Plays per day', daily, 'plays'),
    formatValue: formatCompact,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LineChart>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 28 days of plays; hover, or focus and use the arrow keys, for a day's value. */
export const Daily: Story = {};
export const Year: Story = {
  args: { points: dailySeries(dailyFixture('2026-11-26', 365, 40), 'plays') },
};
export const Retention: Story = {
  args: {
    points: retentionSeries(retention),
    maxValue: 100,
    formatValue: (value: number) => `${value}%`,
    summary: retentionSummary(retention),
  },
};
export const AllZero: Story = {
  args: { points: dailySeries(dailyFixture('2026-11-26', 28, 0), 'plays') },
};
export const OneDay: Story = {
  args: { points: dailySeries(dailyFixture('2026-11-26', 1), 'plays') },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
