import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { $progress, progressUpdated, seekRequested } from '@/entities/player';
import {
  playerStoreValues,
  playerTrackFixture,
  type PlayerStoreOptions,
} from '@/entities/player/index.testing';
import { fakeSliderLayout } from '../lib/pointer-testing';
import { SeekBar, type SeekBarProps } from './seek-bar';

function renderSeekBar(options: PlayerStoreOptions = {}, props: SeekBarProps = {}) {
  const scope = fork({ values: playerStoreValues({ progress: 62, duration: 225, ...options }) });
  const seeks = jest.fn<(seconds: number) => void>();
  createWatch({ unit: seekRequested, scope, fn: seeks });
  const { container } = render(
    <Provider value={scope}>
      <SeekBar {...props} />
    </Provider>,
  );
  /** The waveform drawn as the bar (decoration: the slider is the thumb), or null. */
  const waveform = () => container.querySelector('svg');
  return { scope, seeks, waveform, slider: screen.getByRole('slider', { name: 'Seek' }) };
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

  test('arrow keys seek by five seconds', async () => {
    const { scope, seeks, slider } = renderSeekBar();
    const user = userEvent.setup();
    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(seeks).toHaveBeenCalledTimes(1);
    expect(seeks).toHaveBeenLastCalledWith(67);
    expect(scope.getState($progress)).toBe(67);
    expect(slider).toHaveAttribute('aria-valuetext', '1:07 of 3:45');

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

    test('the waveform follows a drag too, and seeks on release', async () => {
      const peaksUrl = '/api/media/peaks/audio/t-1/m1/peaks.json';
      jest
        .spyOn(globalThis, 'fetch')
        .mockReturnValue(
          Promise.resolve(
            new Response(JSON.stringify({ version: 1, durationS: 225, peaks: [0.4, 0.8, 0.2] })),
          ),
        );
      const { scope, seeks, slider, waveform } = renderSeekBar({
        track: playerTrackFixture({ peaksUrl }),
      });
      await act(async () => {
        await allSettled(scope);
      });
      const root = slider.closest('[aria-disabled]');
      if (!(root instanceof HTMLElement)) throw new Error('slider root not found');
      expect(root).toContainElement(waveform());

      fireEvent.pointerDown(root, { pointerId: 1, clientX: 40, button: 0 });
      fireEvent.pointerMove(root, { pointerId: 1, clientX: 50 });
      expect(slider).toHaveAttribute('aria-valuenow', '113');
      expect(screen.getByText('1:53')).toBeInTheDocument();
      const played = waveform()?.querySelector('[data-part="highlight"]');
      expect(Number(played?.getAttribute('width'))).toBeCloseTo((113 / 225) * 3);
      expect(seeks).not.toHaveBeenCalled();

      fireEvent.pointerUp(root, { pointerId: 1, clientX: 50 });
      expect(seeks).toHaveBeenCalledTimes(1);
      expect(seeks).toHaveBeenCalledWith(113);
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

  test('without peaks the bar is the plain one, and nothing is fetched', () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    const { waveform } = renderSeekBar();
    expect(waveform()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  describe('with the track’s peaks', () => {
    const PEAKS_URL = '/api/media/peaks/audio/t-1/m1/peaks.json';
    const track = playerTrackFixture({ peaksUrl: PEAKS_URL });
    const peaks = Array.from({ length: 1000 }, (_, i) => (i % 10) / 10);
    const answer = (status: number, body: unknown) =>
      Promise.resolve(new Response(JSON.stringify(body), { status }));
    const settle = (scope: Scope) =>
      act(async () => {
        await allSettled(scope);
      });

    test('draws the waveform as the bar, the played part coloured', async () => {
      const fetch = jest
        .spyOn(globalThis, 'fetch')
        .mockReturnValue(answer(200, { version: 1, durationS: 225, count: 1000, peaks }));
      const { scope, waveform } = renderSeekBar({ track });
      await settle(scope);

      expect(fetch).toHaveBeenCalledWith(PEAKS_URL, expect.anything());
      const drawing = waveform();
      expect(drawing).not.toBeNull();
      // 120 bars on the desktop bar; 1:02 of 3:45 played is 62/225 of them, coloured.
      const played = drawing?.querySelector('[data-part="highlight"]');
      expect(drawing?.querySelectorAll(':scope > g > rect')).toHaveLength(120);
      expect(Number(played?.getAttribute('width'))).toBeCloseTo((62 / 225) * 120);

      await tick(scope, 90);
      expect(Number(played?.getAttribute('width'))).toBeCloseTo((90 / 225) * 120);
    });

    test('fewer bars in the full player', async () => {
      jest
        .spyOn(globalThis, 'fetch')
        .mockReturnValue(answer(200, { version: 1, durationS: 225, count: 1000, peaks }));
      const { scope, waveform } = renderSeekBar({ track }, { layout: 'stacked' });
      await settle(scope);
      expect(waveform()?.querySelectorAll(':scope > g > rect')).toHaveLength(80);
    });

    test('stays an accessible slider: arrows seek by five seconds, Home and End to the ends', async () => {
      jest
        .spyOn(globalThis, 'fetch')
        .mockReturnValue(answer(200, { version: 1, durationS: 225, count: 1000, peaks }));
      const { scope, seeks, slider, waveform } = renderSeekBar({ track });
      await settle(scope);
      expect(waveform()).not.toBeNull();
      expect(slider).toHaveAttribute('aria-valuetext', '1:02 of 3:45');

      const user = userEvent.setup();
      await user.tab();
      expect(slider).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(seeks).toHaveBeenLastCalledWith(67);
      expect(slider).toHaveAttribute('aria-valuetext', '1:07 of 3:45');
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(seeks).toHaveBeenLastCalledWith(57);
      await user.keyboard('{End}');
      expect(seeks).toHaveBeenLastCalledWith(225);
      await user.keyboard('{Home}');
      expect(seeks).toHaveBeenLastCalledWith(0);
      expect(seeks).toHaveBeenCalledTimes(5);
      expect(scope.getState($progress)).toBe(0);
    });

    test('while the peaks load, the plain bar seeks as usual', async () => {
      jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
      const { seeks, slider, waveform } = renderSeekBar({ track });
      expect(waveform()).toBeNull();
      const user = userEvent.setup();
      await user.tab();
      await user.keyboard('{ArrowRight}');
      expect(seeks).toHaveBeenLastCalledWith(67);
      expect(slider).toHaveAttribute('aria-valuetext', '1:07 of 3:45');
    });

    test('a failed fetch leaves the plain bar', async () => {
      jest.spyOn(globalThis, 'fetch').mockReturnValue(answer(503, { message: 'Unavailable' }));
      const { scope, seeks, slider, waveform } = renderSeekBar({ track });
      await settle(scope);
      expect(waveform()).toBeNull();
      const user = userEvent.setup();
      await user.tab();
      await user.keyboard('{ArrowRight}');
      expect(seeks).toHaveBeenLastCalledWith(67);
      expect(slider).toHaveAttribute('aria-valuetext', '1:07 of 3:45');
    });

    test('a preview keeps the plain bar: the peaks are the whole track’s', async () => {
      jest
        .spyOn(globalThis, 'fetch')
        .mockReturnValue(answer(200, { version: 1, durationS: 225, count: 1000, peaks }));
      const { scope, waveform } = renderSeekBar({ track, duration: 30, progress: 10 });
      await settle(scope);
      expect(waveform()).toBeNull();
    });
  });
});
