import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWatch, fork, type Scope, type Unit } from 'effector';
import { Provider } from 'effector-react';
import {
  $isLooping,
  $isPlaying,
  $isShuffling,
  loopToggled,
  nextPressed,
  paused,
  played,
  previousPressed,
  shuffleToggled,
} from '@/entities/player';
import { playerStoreValues, type PlayerStoreOptions } from '@/entities/player/index.testing';
import { TransportControls } from './transport-controls';

function renderControls(options: PlayerStoreOptions = {}) {
  const scope = fork({ values: playerStoreValues(options) });
  render(
    <Provider value={scope}>
      <TransportControls />
    </Provider>,
  );
  return scope;
}

function watch(scope: Scope, unit: Unit<void>) {
  const calls = jest.fn();
  createWatch({ unit, scope, fn: calls });
  return calls;
}

describe('transport controls', () => {
  test('play and pause follow the player', async () => {
    const scope = renderControls({ playing: false });
    const user = userEvent.setup();
    const play = watch(scope, played);
    const pause = watch(scope, paused);

    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(scope.getState($isPlaying)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(scope.getState($isPlaying)).toBe(false);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  test('previous and next fire their events', async () => {
    const scope = renderControls();
    const user = userEvent.setup();
    const previous = watch(scope, previousPressed);
    const next = watch(scope, nextPressed);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(previous).toHaveBeenCalledTimes(1);
    expect(next).toHaveBeenCalledTimes(1);
  });

  test('shuffle and loop are toggle buttons showing their state', async () => {
    const scope = renderControls({ shuffling: false, looping: true });
    const user = userEvent.setup();
    const shuffle = screen.getByRole('button', { name: 'Shuffle' });
    const loop = screen.getByRole('button', { name: 'Loop' });
    expect(shuffle).toHaveAttribute('aria-pressed', 'false');
    expect(loop).toHaveAttribute('aria-pressed', 'true');
    const shuffled = watch(scope, shuffleToggled);
    const looped = watch(scope, loopToggled);

    await user.click(shuffle);
    await user.click(loop);

    expect(shuffled).toHaveBeenCalledTimes(1);
    expect(looped).toHaveBeenCalledTimes(1);
    expect(scope.getState($isShuffling)).toBe(true);
    expect(scope.getState($isLooping)).toBe(false);
    expect(shuffle).toHaveAttribute('aria-pressed', 'true');
    expect(loop).toHaveAttribute('aria-pressed', 'false');
  });
});
