import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import {
  $currentIndex,
  $isLooping,
  $isPlaying,
  $isShuffling,
  $muted,
  $progress,
  type PlayerTrack,
  trackPlayed,
} from '@/entities/player';
import { playerTrackFixture } from '@/entities/player/index.testing';
import { PlayerHotkeys } from './player-hotkeys';

const track = (id: string): PlayerTrack =>
  playerTrackFixture({ id, title: `Song ${id}`, artistSlug: null, albumSlug: null, duration: 200 });
const playlist = [track('a'), track('b'), track('c')];

async function renderHotkeys({ withTrack = true } = {}) {
  const scope = fork();
  if (withTrack) {
    await allSettled(trackPlayed, {
      scope,
      params: { track: playlist[1] as PlayerTrack, playlist },
    });
    await allSettled($progress, { scope, params: 50 });
  }
  render(
    <Provider value={scope}>
      <PlayerHotkeys />
      <input aria-label="Search" />
      <button type="button">Like</button>
      <div role="slider" tabIndex={0} aria-label="Seek" aria-valuenow={50} />
    </Provider>,
  );
  return { scope, user: userEvent.setup() };
}

const read = (scope: Scope) => ({
  playing: scope.getState($isPlaying),
  progress: scope.getState($progress),
  index: scope.getState($currentIndex),
  muted: scope.getState($muted),
  looping: scope.getState($isLooping),
  shuffling: scope.getState($isShuffling),
});

describe('PlayerHotkeys', () => {
  test('Space plays and pauses', async () => {
    const { scope, user } = await renderHotkeys();
    await user.keyboard(' ');
    expect(read(scope).playing).toBe(false);
    await user.keyboard(' ');
    expect(read(scope).playing).toBe(true);
  });

  test('←/→ seek 10 s; Shift+←/→ change track', async () => {
    const { scope, user } = await renderHotkeys();
    await user.keyboard('{ArrowLeft}');
    expect(read(scope).progress).toBe(40);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(read(scope).progress).toBe(60);

    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(read(scope).index).toBe(2);
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect(read(scope).index).toBe(0);
  });

  test('M mutes, L loops, S shuffles', async () => {
    const { scope, user } = await renderHotkeys();
    await user.keyboard('mls');
    expect(read(scope)).toMatchObject({ muted: true, looping: true, shuffling: true });
    await user.keyboard('M');
    expect(read(scope).muted).toBe(false);
  });

  test('typing in a field, Space on a button and arrows on a slider are left alone', async () => {
    const { scope, user } = await renderHotkeys();
    const before = read(scope);

    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('mls {ArrowLeft}');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('mls ');

    screen.getByRole('button', { name: 'Like' }).focus();
    await user.keyboard(' ');

    screen.getByRole('slider', { name: 'Seek' }).focus();
    await user.keyboard('{ArrowRight}');

    await user.keyboard('{Control>}s{/Control}{Meta>}{ArrowLeft}{/Meta}');
    expect(read(scope)).toEqual(before);
  });

  test('without a track the keys do nothing', async () => {
    const { scope, user } = await renderHotkeys({ withTrack: false });
    await user.keyboard(' m{ArrowRight}');
    expect(read(scope)).toMatchObject({ playing: false, muted: false, progress: 0 });
  });

  test('? lists the shortcuts, even without a track', async () => {
    const { user } = await renderHotkeys({ withTrack: false });
    await user.keyboard('?');

    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Play or pause')).toBeInTheDocument();
    expect(within(dialog).getByText('Shift + Right arrow')).toBeInTheDocument();
    expect(within(dialog).getByText('Next track')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
