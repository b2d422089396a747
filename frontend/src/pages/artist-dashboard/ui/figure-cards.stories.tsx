import type { Meta, StoryObj } from '@storybook/react-vite';
import { listeningCards, salesCards } from '../lib/headline-cards';
import { artistAnalyticsFixture, emptyAnalyticsFixture } from '../testing/analytics-fixtures';
import { FigureCards } from './figure-cards';

const figures = artistAnalyticsFixture();

const meta = {
  title: 'Pages/ArtistDashboard/FigureCards',
  component: FigureCards,
  args: { title: 'Listening', cards: listeningCards(figures.totals, figures.previous_period) },
} satisfies Meta<typeof FigureCards>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Rises, falls, "New" (nothing before) and "No change", with the hidden text for screen readers. */
export const Listening: Story = {};
export const SoundcheckRevenue: Story = {
  args: { title: 'Soundcheck revenue', cards: salesCards(figures.sales, figures.previous_period) },
};
export const AllZero: Story = {
  args: {
    cards: listeningCards(emptyAnalyticsFixture().totals, figures.previous_period),
  },
};
export const Loading: Story = { args: { cards: [], loadingCount: 8 } };
export const LargeNumbers: Story = {
  args: {
    cards: listeningCards(
      {
        current: { ...figures.totals.current, plays: 12_345_678, listening_time_ms: 9.9e11 },
        previous: { ...figures.totals.previous, plays: 1 },
      },
      figures.previous_period,
    ),
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** A figure's name, focused with the keyboard, says what the figure counts. */
export const DefinitionOnFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await canvas.findByText('Plays', { selector: 'dfn' });
  },
};
