/** @jest-environment node */
import { artistAnalyticsFixture, metrics } from '../testing/analytics-fixtures';
import { hasNoPlays, listeningCards, salesCards } from './headline-cards';

describe('headline cards', () => {
  const figures = artistAnalyticsFixture();

  test('every listening figure with its value and change', () => {
    const cards = listeningCards(figures.totals, figures.previous_period);
    expect(cards.map(({ label, value, change }) => [label, value, change.label])).toEqual([
      ['Plays', '1,840', '▲ 15%'],
      ['Streams', '1,370', '▼ 2%'],
      ['Listeners', '600', '▲ 20%'],
      ['Listening time', '77 h 30 min', '▲ 12%'],
      ['Completes', '850', '▲ 6%'],
      ['Partials', '520', '▼ 13%'],
      ['Skips', '470', '▲ 135%'],
      ['Previews', '212', 'New'],
      ['Preview listeners', '140', 'New'],
    ]);
    expect(cards[0]?.change.description).toBe('Up 15% on the previous 28 days');
  });

  test('listeners count those who played in full; preview listeners sit beside previews', () => {
    const cards = listeningCards(figures.totals, figures.previous_period);
    const keys = cards.map((card) => card.key);
    expect(keys).toContain('play_listeners');
    expect(keys).not.toContain('unique_listeners');
    expect(keys.indexOf('preview_listeners')).toBe(keys.indexOf('previews') + 1);
  });

  test('every card says what its figure counts, in a line and in full', () => {
    const cards = [
      ...listeningCards(figures.totals, figures.previous_period),
      ...salesCards(figures.sales, figures.previous_period),
    ];
    for (const card of cards) {
      expect(card.hint).not.toBe('');
      expect(card.definition.length).toBeGreaterThan(card.hint.length);
    }
    expect(cards.find((card) => card.key === 'play_listeners')?.definition).toMatch(
      /started a full play.*Never more than the plays/,
    );
  });

  test('Soundcheck sales, gross and the 80 % share in pounds from pence', () => {
    const cards = salesCards(figures.sales, figures.previous_period);
    expect(cards.map(({ label, value, change }) => [label, value, change.label])).toEqual([
      ['Soundcheck sales', '12', '▲ 20%'],
      ['Gross revenue', '£71.88', '▲ 20%'],
      ['Your share', '£57.50', '▲ 20%'],
    ]);
  });

  test('a period with neither plays nor previews has no plays', () => {
    expect(hasNoPlays(metrics())).toBe(true);
    expect(hasNoPlays(metrics({ previews: 1 }))).toBe(false);
    expect(hasNoPlays(metrics({ plays: 1 }))).toBe(false);
  });
});
