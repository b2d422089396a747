import type { Meta, StoryObj } from '@storybook/react-vite';
import { dailyFixture } from '../testing/analytics-fixtures';
import { DailyChart } from './daily-chart';

const meta = {
  title: 'Pages/ArtistDashboard/DailyChart',
  component: DailyChart,
  args: { title: 'Every day', daily: dailyFixture('2026-11-26', 28) },
} satisfies Meta<typeof DailyChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Plays: Story = {};
/** Listeners of full plays per day (preview listeners are in the cards and the tracks). */
export const Listeners: Story = { args: { defaultMetric: 'play_listeners' } };
export const ListeningHours: Story = { args: { defaultMetric: 'listening_time_ms' } };
/** The text alternative: every day's figures as a table. */
export const AsTable: Story = { args: { defaultView: 'table' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
