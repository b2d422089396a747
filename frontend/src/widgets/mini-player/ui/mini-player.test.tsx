import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWatch, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { $isPlaying, nextPressed } from '@/entities/player';
import { playerStoreValues } from '@/entities/player/index.testing';
import { $isFullPlayerOpen } from '@/features/player-controls';
import { MiniPlayer } from './mini-player';

function renderMini(scope: Scope) {
  render(
    <Provider value={scope}>
      <MiniPlayer />
    </Provider>,
  );
}

describe('mini player', () => {
  test('is hidden until a track is loaded', () => {
    renderMini(fork());
    expect(screen.queryByRole('region', { name: 'Player' })).toBeNull();
  });

  test('shows the track with play/pause and next', async () => {
    const scope = fork({ values: playerStoreValues({ playing: true }) });
    const next = jest.fn();
    createWatch({ unit: nextPressed, scope, fn: next });
    renderMini(scope);
    const user = userEvent.setup();

    expect(screen.getByText('Night Ferry')).toBeInTheDocument();
    expect(screen.getByText('Neon Harbor', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(scope.getState($isPlaying)).toBe(false);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(next).toHaveBeenCalledTimes(1);
  });

  test('tapping it expands the full player', async () => {
    const scope = fork({ values: playerStoreValues() });
    renderMini(scope);
    // Its name holds what it shows (WCAG 2.5.3): the title and the artist.
    const open = screen.getByRole('button', { name: 'Open player: Night Ferry, Neon Harbor' });
    expect(open).toHaveAttribute('aria-expanded', 'false');

    await userEvent.setup().click(open);

    expect(scope.getState($isFullPlayerOpen)).toBe(true);
    expect(open).toHaveAttribute('aria-expanded', 'true');
  });
});
