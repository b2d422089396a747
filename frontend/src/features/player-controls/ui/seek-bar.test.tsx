import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { $progress, progressUpdated, seekRequested } from '@/entities/player';
import { playerStoreValues, type PlayerStoreOptions } from '@/entities/player/index.testing';
import { fakeSliderLayout } from '../lib/pointer-testing';
import { SeekBar } from './seek-bar';

function renderSeekBar(options: PlayerStoreOptions = {}) {
  const scope = fork({ values: playerStoreValues({ progress: 62, duration: 225, ...options }) });
  const seeks = jest.fn<(seconds: number) => void>();
  createWatch({ unit: seekRequested, scope, fn: seeks });
  render(
    <Provider value={scope}>
      <SeekBar />
    </Provider>,
  );
  return { scope, seeks, slider: screen.getByRole('slider', { name: 'Seek' }) };
}

const tick = (scope: Scope, seconds: number) =>
  act(() => allSettled(progressUpdated, { scope, params: seconds }));

describe('seek bar', () => {
  test('shows the elapsed and remaining time and announces the position', () => {
    const { slider } = renderSeekBar();
    expect(screen.getByText('1:02')).toBeInTheDocument();
    expect(screen.getByText('-2:43')).toBeInTheDocument();
    expect(slider).toHaveAttribute('aria-valuetext', '1:02 of 3:45');
    expect(slider).toHaveAttribute('aria-valuemax', '225');
  });

  test('follows the progress of the track', async () => {
    const { scope, slider } = renderSeekBar();
    await tick(scope, 90);
    expect(slider).toHaveAttribute('aria-valuetext', '1:30 of 3:45');
    expect(screen.getByText('-2:15')).toBeInTheDocument();
  });

  test('arrow keys seek by a second', async () => {
    const { scope, seeks, slider } = renderSeekBar();
    const user = userEvent.setup();
    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(seeks).toHaveBeenCalledTimes(1);
    expect(seeks).toHaveBeenLastCalledWith(63);
    expect(scope.getState($progress)).toBe(63);

    // The bar goes on following the track afterwards.
    await tick(scope, 80);
    expect(slider).toHaveAttribute('aria-valuetext', '1:20 of 3:45');
  });

  describe('dragging', () => {
    let restoreLayout: () => void = () => undefined;
    beforeEach(() => {
      restoreLayout = fakeSliderLayout(100);
    });
    afterEach(() => {
      restoreLayout();
    });

    test('shows the drag position, ignores progress meanwhile, and seeks on release', async () => {
      const { scope, seeks, slider } = renderSeekBar();
      const root = slider.closest('[aria-disabled]') ?? slider.parentElement;
      if (!(root instanceof HTMLElement)) throw new Error('slider root not found');

      fireEvent.pointerDown(root, { pointerId: 1, clientX: 40, button: 0 });
      fireEvent.pointerMove(root, { pointerId: 1, clientX: 50 });
      expect(slider).toHaveAttribute('aria-valuenow', '113');
      expect(screen.getByText('1:53')).toBeInTheDocument();

      await tick(scope, 70);
      expect(slider).toHaveAttribute('aria-valuenow', '113');
      expect(seeks).not.toHaveBeenCalled();

      fireEvent.pointerUp(root, { pointerId: 1, clientX: 50 });
      expect(seeks).toHaveBeenCalledTimes(1);
      expect(seeks).toHaveBeenCalledWith(113);
      expect(scope.getState($progress)).toBe(113);
      expect(slider).toHaveAttribute('aria-valuenow', '113');

      await tick(scope, 120);
      expect(slider).toHaveAttribute('aria-valuenow', '120');
    });

    test('a held thumb that never moved does not seek', async () => {
      const { scope, seeks, slider } = renderSeekBar();
      fireEvent.pointerDown(slider, { pointerId: 1, clientX: 28, button: 0 });
      await tick(scope, 70);
      fireEvent.pointerUp(slider, { pointerId: 1, clientX: 28 });
      expect(seeks).not.toHaveBeenCalled();
      expect(slider).toHaveAttribute('aria-valuenow', '70');
    });
  });

  test('is disabled while the duration is unknown', () => {
    const { slider } = renderSeekBar({ duration: 0, progress: 0 });
    expect(slider).not.toHaveAttribute('tabindex');
  });
});
