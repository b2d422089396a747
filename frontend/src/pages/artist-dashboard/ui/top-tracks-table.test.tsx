import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { METRIC_DEFINITIONS } from '../lib/figure-definitions';
import { PREVIEW_ONLY_TRACK, TRACKS } from '../testing/analytics-fixtures';
import { TopTracksTable } from './top-tracks-table';

const renderTable = () => {
  render(<TopTracksTable tracks={[...TRACKS, PREVIEW_ONLY_TRACK]} onOpenTrack={jest.fn()} />);
  return screen.getByRole('table', { name: 'Top tracks' });
};

/** The cells of a track's row under each column header, by header name. */
function rowOf(table: HTMLElement, title: string): Record<string, string> {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => within(header).getByRole('button').textContent.trim());
  const row = within(table).getByRole('button', { name: title }).closest('tr');
  if (row === null) throw new Error(`no row for ${title}`);
  const cells = within(row).getAllByRole('cell');
  return Object.fromEntries(headers.map((header, i) => [header, cells[i]?.textContent ?? '']));
}

describe('top tracks', () => {
  test('listeners count full plays; a track only previewed shows its preview listeners beside its previews', () => {
    const table = renderTable();
    expect(rowOf(table, 'Headlights (Demo)')).toMatchObject({
      Plays: '0',
      Listeners: '0',
      Previews: '96',
      'Preview listeners': '70',
    });
    expect(rowOf(table, 'Harbour Lights')).toMatchObject({
      Plays: '900',
      Listeners: '380',
      Previews: '40',
      'Preview listeners': '31',
    });
  });

  test('every figure’s header describes what it counts, and says it on focus', async () => {
    const user = userEvent.setup();
    const table = renderTable();
    for (const key of ['plays', 'play_listeners', 'previews', 'preview_listeners'] as const) {
      const { label, definition } = METRIC_DEFINITIONS[key];
      expect(within(table).getByRole('button', { name: label })).toHaveAccessibleDescription(
        definition,
      );
    }
    // The keyboard reaches each header; focus shows its definition.
    await user.tab(); // the title column's sort button
    await user.tab(); // Streams
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      METRIC_DEFINITIONS.streams.definition,
    );
  });
});
