import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { $progress, nextPressed } from '@/entities/player';
import { playerTrackFixture } from '@/entities/player/index.testing';
import { lyricsRequested, type LyricsTrackInput } from '@/features/lyrics';
import { lyricsServiceReply, SYNCED_LYRICS } from '@/features/lyrics/index.testing';
import { Dialog } from '@/shared/ui/dialog';
import { playerScope } from '../testing/player-fixtures';
import { $isLyricsPanelOpen } from '../model/lyrics-panel';
import { PlayerBar } from './player-bar';

function renderBar(scope: Scope, extra?: ReactNode) {
  const requests = jest.fn<(track: LyricsTrackInput | null) => void>();
  createWatch({ unit: lyricsRequested, scope, fn: requests });
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <PlayerBar />
        {extra}
      </MemoryRouter>
    </Provider>,
  );
  return { requests, user: userEvent.setup() };
}

function OpenDialog() {
  const [open, setOpen] = useState(true);
  return <Dialog title="Keyboard shortcuts" open={open} onOpenChange={setOpen} />;
}

const toggle = () => screen.getByRole('button', { name: 'Lyrics' });
const panel = () => screen.getByRole('region', { name: 'Lyrics panel' });
const queryPanel = () => screen.queryByRole('region', { name: 'Lyrics panel' });

describe('player bar lyrics', () => {
  beforeEach(() => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(lyricsServiceReply);
  });

  test('the toggle opens the panel on the current track, which follows and seeks', async () => {
    const scope = playerScope({ progress: 62 });
    const { requests, user } = renderBar(scope);
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(queryPanel()).toBeNull();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(toggle()).toHaveAttribute('aria-controls', panel().id);
    expect(requests).toHaveBeenCalledTimes(1);
    expect(requests).toHaveBeenCalledWith(expect.objectContaining({ id: 't-1' }));
    expect(within(panel()).getByRole('heading', { name: 'Night Ferry' })).toBeInTheDocument();
    expect(within(panel()).getByText('Neon Harbor')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Close lyrics' })).toHaveFocus();

    const lyrics = within(panel()).getByRole('region', { name: 'Lyrics' });
    const line = await within(lyrics).findByRole('button', { name: 'The harbour falls asleep' });
    expect(within(lyrics).getByRole('button', { name: 'Lanterns on the water' })).toHaveAttribute(
      'aria-current',
    );
    await user.click(line);
    expect(scope.getState($progress)).toBe(90);
    expect(line).toHaveAttribute('aria-current');

    await user.click(toggle());
    expect(queryPanel()).toBeNull();
    expect(requests).toHaveBeenCalledTimes(1);
  });

  test('a new track while it is open is asked for and shown', async () => {
    const scope = playerScope({
      playlist: [playerTrackFixture(), playerTrackFixture({ id: 't-2', title: 'Low Tide' })],
    });
    const { requests, user } = renderBar(scope);
    await user.click(toggle());
    await act(() => allSettled(nextPressed, { scope }));
    expect(requests).toHaveBeenCalledTimes(2);
    expect(requests).toHaveBeenLastCalledWith(expect.objectContaining({ id: 't-2' }));
    expect(within(panel()).getByRole('heading', { name: 'Low Tide' })).toBeInTheDocument();
  });

  test('"Close lyrics" closes it and gives the focus back to the toggle', async () => {
    const scope = playerScope();
    const { user } = renderBar(scope);
    await user.click(toggle());
    await user.click(within(panel()).getByRole('button', { name: 'Close lyrics' }));
    expect(queryPanel()).toBeNull();
    expect(scope.getState($isLyricsPanelOpen)).toBe(false);
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(toggle()).toHaveFocus();
  });

  test('Escape closes it, and the focus goes back to the toggle', async () => {
    const { user } = renderBar(playerScope({ lyricsOpen: true, lyrics: SYNCED_LYRICS }));
    await user.keyboard('{Escape}');
    expect(queryPanel()).toBeNull();
    expect(toggle()).toHaveFocus();
  });

  test('Escape typed in a field is left to the field', async () => {
    const scope = playerScope({ lyricsOpen: true, lyrics: SYNCED_LYRICS });
    const { user } = renderBar(scope, <input aria-label="Search" />);
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('{Escape}');
    expect(panel()).toBeInTheDocument();
    expect(scope.getState($isLyricsPanelOpen)).toBe(true);
  });

  test('Escape closes an open dialog first, and only then the panel', async () => {
    const { user } = renderBar(
      playerScope({ lyricsOpen: true, lyrics: SYNCED_LYRICS }),
      <OpenDialog />,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(panel()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(queryPanel()).toBeNull();
  });

  test('hidden without a track, even if left open', () => {
    renderBar(fork({ values: [[$isLyricsPanelOpen, true]] }));
    expect(screen.queryByRole('button', { name: 'Lyrics' })).toBeNull();
    expect(queryPanel()).toBeNull();
  });
});
