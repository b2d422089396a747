import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from '@/shared/ui/tooltip';
import { TrackList, type TrackListItem, type TrackListProps } from './track-list';

const ITEMS: TrackListItem[] = ['Harbour Lights', 'Afterglow Boulevard', 'Burn the Map'].map(
  (title, index) => ({
    id: `t-${index + 1}`,
    number: index + 1,
    title,
    subtitle: 'Neon Harbor',
    duration: '1:44',
    explicit: false,
    locked: false,
  }),
);

function renderList(props: Partial<TrackListProps> = {}) {
  const onPlay = jest.fn<(id: string) => void>();
  render(<TrackList items={ITEMS} label="Tracks on Windfall" onPlay={onPlay} {...props} />);
  const rows = within(screen.getByRole('list', { name: 'Tracks on Windfall' })).getAllByRole(
    'listitem',
  );
  return { onPlay, rows };
}

describe('TrackList', () => {
  test('without a current track no row is current and every row shows its number', () => {
    const { rows } = renderList();
    for (const row of rows) expect(row).not.toHaveAttribute('aria-current');
    expect(screen.queryByText('Now playing')).not.toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
  });

  test('marks the playing track as current, with "Now playing" in place of its number', () => {
    const { rows } = renderList({ currentTrackId: 't-2', playing: true });
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(screen.getByText('Now playing').closest('li')).toBe(rows[1]);
    expect(screen.queryByText('Paused')).not.toBeInTheDocument();
    // The equaliser stands in for the number; the other rows keep theirs.
    expect(screen.queryByText('2')).not.toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  test('the playing track’s control pauses it; paused, it plays again', async () => {
    const user = userEvent.setup();
    const { onPlay } = renderList({ currentTrackId: 't-2', playing: true });
    await user.click(screen.getByRole('button', { name: 'Pause Afterglow Boulevard' }));
    expect(onPlay).toHaveBeenCalledWith('t-2');
    expect(screen.getByRole('button', { name: 'Play Harbour Lights' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play Afterglow Boulevard' })).toBeNull();
  });

  test('a paused current track offers Play', () => {
    renderList({ currentTrackId: 't-2', playing: false });
    expect(screen.getByRole('button', { name: 'Play Afterglow Boulevard' })).toBeInTheDocument();
  });

  test('says "Paused" for the current track while the player is paused', () => {
    const { rows } = renderList({ currentTrackId: 't-1', playing: false });
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Paused').closest('li')).toBe(rows[0]);
    expect(screen.queryByText('Now playing')).not.toBeInTheDocument();
  });

  test('a current track missing from the list marks nothing', () => {
    const { rows } = renderList({ currentTrackId: 'elsewhere', playing: true });
    for (const row of rows) expect(row).not.toHaveAttribute('aria-current');
    expect(screen.queryByText('Now playing')).not.toBeInTheDocument();
  });

  test('with a reason to not play, each control stays focusable, says why and plays nothing', async () => {
    const user = userEvent.setup();
    const { onPlay } = renderList({
      disabledPlay: (button) => <Tooltip content="Play from the editor">{button}</Tooltip>,
    });
    const play = screen.getByRole('button', { name: 'Play Harbour Lights' });
    expect(play).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(play).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Play from the editor');
    await user.click(play);
    await user.keyboard('{Enter}');
    expect(onPlay).not.toHaveBeenCalled();
  });
});
