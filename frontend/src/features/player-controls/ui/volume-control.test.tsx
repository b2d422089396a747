import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWatch, fork } from 'effector';
import { Provider } from 'effector-react';
import { $muted, $volume, volumeChanged } from '@/entities/player';
import { playerStoreValues, type PlayerStoreOptions } from '@/entities/player/index.testing';
import { VolumeControl } from './volume-control';

function renderVolume(options: PlayerStoreOptions = {}) {
  const scope = fork({ values: playerStoreValues(options) });
  const changes = jest.fn<(volume: number) => void>();
  createWatch({ unit: volumeChanged, scope, fn: changes });
  render(
    <Provider value={scope}>
      <VolumeControl />
    </Provider>,
  );
  return { scope, changes };
}

describe('volume control', () => {
  test('a 0–1 slider in steps of 0.01, announced as a percentage', async () => {
    const { scope, changes } = renderVolume({ volume: 0.75 });
    const slider = screen.getByRole('slider', { name: 'Volume' });
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '1');
    expect(slider).toHaveAttribute('aria-valuetext', '75%');

    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard('{ArrowLeft}');

    expect(changes).toHaveBeenLastCalledWith(0.74);
    expect(scope.getState($volume)).toBe(0.74);
    expect(slider).toHaveAttribute('aria-valuetext', '74%');
  });

  test('mute sets the volume to 0 and unmute restores 0.75', async () => {
    const { scope } = renderVolume({ volume: 0.4 });
    const user = userEvent.setup();
    const mute = screen.getByRole('button', { name: 'Mute' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');

    await user.click(mute);
    expect(scope.getState($muted)).toBe(true);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute(
      'aria-valuetext',
      'Muted',
    );

    await user.click(mute);
    expect(scope.getState($muted)).toBe(false);
    expect(scope.getState($volume)).toBe(0.75);
    expect(mute).toHaveAttribute('aria-pressed', 'false');
  });
});
