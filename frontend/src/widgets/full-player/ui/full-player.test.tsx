import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWatch, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { $progress, seekRequested } from '@/entities/player';
import { lyricsServiceReply } from '@/features/lyrics/index.testing';
import { $isFullPlayerOpen } from '@/features/player-controls';
import { playerScope } from '../testing/player-fixtures';
import { FullPlayer } from './full-player';

function renderFull(scope: Scope) {
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <FullPlayer />
      </MemoryRouter>
    </Provider>,
  );
}

const sheet = () => screen.getByRole('dialog', { name: 'Now playing' });

describe('full player', () => {
  test('stays collapsed until the mini player expands it', () => {
    renderFull(playerScope({ open: false }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('shows the artwork, the track, the seek bar, the transport and the volume', () => {
    renderFull(playerScope({ open: true, progress: 62 }));
    expect(within(sheet()).getByRole('img', { name: 'Tides cover' })).toBeInTheDocument();
    expect(within(sheet()).getByText('Tides')).toBeInTheDocument();
    expect(within(sheet()).getByRole('link', { name: 'Night Ferry' })).toBeInTheDocument();
    expect(within(sheet()).getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '1:02 of 3:45',
    );
    expect(within(sheet()).getByText('-2:43')).toBeInTheDocument();
    expect(within(sheet()).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(within(sheet()).getByRole('slider', { name: 'Volume' })).toBeInTheDocument();
  });

  test('"Close player" collapses it', async () => {
    const scope = playerScope({ open: true });
    renderFull(scope);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close player' }));
    expect(scope.getState($isFullPlayerOpen)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('Escape collapses it too', async () => {
    const scope = playerScope({ open: true });
    renderFull(scope);
    await userEvent.setup().keyboard('{Escape}');
    expect(scope.getState($isFullPlayerOpen)).toBe(false);
  });

  test('following the artist link collapses it', async () => {
    const scope = playerScope({ open: true });
    renderFull(scope);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Neon Harbor' }));
    expect(scope.getState($isFullPlayerOpen)).toBe(false);
  });

  test('the panel toggles between the artwork and the lyrics of the track', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(lyricsServiceReply);
    const scope = playerScope({ open: true, progress: 62 });
    const seeks = jest.fn<(seconds: number) => void>();
    createWatch({ unit: seekRequested, scope, fn: seeks });
    renderFull(scope);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Lyrics' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('img', { name: 'Tides cover' })).toBeNull();
    const lyrics = screen.getByRole('region', { name: 'Lyrics' });
    const line = await within(lyrics).findByRole('button', { name: 'The harbour falls asleep' });
    expect(within(lyrics).getByRole('button', { name: 'Lanterns on the water' })).toHaveAttribute(
      'aria-current',
    );

    await user.click(line);
    expect(seeks).toHaveBeenCalledWith(90);
    expect(scope.getState($progress)).toBe(90);
    expect(line).toHaveAttribute('aria-current');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('img', { name: 'Tides cover' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Lyrics' })).toBeNull();
  });
});
