import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { StudioTrack } from '@/entities/release';
import { studioTrackFixture } from '@/entities/release/index.testing';
import { ApiError } from '@/shared/api';
import type { WindowRequest } from '../api/window-audio';
import {
  fetchPeaksFx,
  fetchTrackAudioFx,
  playWindowFx,
  savePreviewStartFx,
  stopWindowFx,
} from '../model/preview-start';
import { PreviewStartEditor } from './preview-start-editor';

/** 214 s, no start chosen yet: the server's default is a third in, 71.33 s (1:11). */
const READY = studioTrackFixture({ peaks_url: '/api/studio/tracks/x/peaks' });
const PEAKS = Array.from({ length: 1000 }, (_, i) => (i % 10) / 10);

interface Options {
  track?: StudioTrack;
  save?: (params: { trackId: string; startS: number }) => Promise<StudioTrack>;
}

function renderEditor({ track = READY, save }: Options = {}) {
  const saved: number[] = [];
  const windows: WindowRequest[] = [];
  const scope = fork({
    handlers: [
      [fetchPeaksFx, () => Promise.resolve(PEAKS)],
      [
        savePreviewStartFx,
        save ??
          ((params: { trackId: string; startS: number }) => {
            saved.push(params.startS);
            return Promise.resolve({ ...track, preview_start_seconds: params.startS });
          }),
      ],
      [
        fetchTrackAudioFx,
        () =>
          Promise.resolve({ url: '/api/media/stream/a.mp3', expires_at: '2999-01-01T00:00:00Z' }),
      ],
      [
        playWindowFx,
        (request: WindowRequest) => {
          windows.push(request);
          return new Promise<'ended'>(() => undefined);
        },
      ],
      [stopWindowFx, () => undefined],
    ],
  });
  const view = render(
    <Provider value={scope}>
      <PreviewStartEditor track={track} />
    </Provider>,
  );
  return { saved, windows, view };
}

const slider = () => screen.getByRole('slider', { name: 'Preview start of “Headlights”' });

beforeAll(() => {
  // jsdom has neither pointer events nor pointer capture: what the editor reads of them.
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  if (!('PointerEvent' in globalThis))
    Object.assign(globalThis, { PointerEvent: TestPointerEvent });
  Element.prototype.setPointerCapture = () => undefined;
});

describe('PreviewStartEditor', () => {
  test('shows nothing for a track that is not ready', () => {
    const { view } = renderEditor({ track: studioTrackFixture({ state: 'processing' }) });
    expect(view.container).toBeEmptyDOMElement();
  });

  test('draws the waveform with the window where the server starts it by default', async () => {
    renderEditor();
    expect(await screen.findByRole('img', { name: 'Waveform of “Headlights”' })).toBeVisible();
    expect(slider()).toHaveAttribute('aria-valuetext', 'Preview from 1:11 to 1:41');
    expect(slider()).toHaveAttribute('aria-valuenow', '71.33');
    expect(slider()).toHaveAttribute('aria-valuemin', '0');
    expect(slider()).toHaveAttribute('aria-valuemax', '184');
    expect(screen.getByRole('button', { name: 'Save preview start' })).toBeDisabled();
  });

  test('moves with the keys and, once saved, stays where it was put', async () => {
    const { saved } = renderEditor({ track: { ...READY, preview_start_seconds: 65 } });
    await screen.findByRole('img');
    const user = userEvent.setup();
    expect(slider()).toHaveAttribute('aria-valuetext', 'Preview from 1:05 to 1:35');
    slider().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{PageUp}{ArrowLeft}');
    expect(slider()).toHaveAttribute('aria-valuetext', 'Preview from 1:16 to 1:46');
    await user.keyboard('{Home}');
    expect(slider()).toHaveAttribute('aria-valuetext', 'Preview from 0:00 to 0:30');
    await user.keyboard('{End}');
    expect(slider()).toHaveAttribute('aria-valuetext', 'Preview from 3:04 to 3:34');

    await user.click(screen.getByRole('button', { name: 'Save preview start' }));
    expect(saved).toEqual([184]);
    expect(await screen.findByText('Saved. Preview from 3:04 to 3:34.')).toBeVisible();
    // The page still holds the track as it was (65 s): the server's reply wins.
    expect(slider()).toHaveAttribute('aria-valuenow', '184');
    expect(screen.getByRole('button', { name: 'Save preview start' })).toBeDisabled();
  });

  test('follows a pointer dragging the window, snapped to whole seconds', async () => {
    renderEditor({ track: { ...READY, preview_start_seconds: 65 } });
    await screen.findByRole('img');
    const strip = slider().parentElement as HTMLElement;
    // 428 px for 214 s: two pixels a second; the window starts at 130 px.
    jest.spyOn(strip, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 428, 64));
    fireEvent.pointerDown(slider(), { pointerId: 1, button: 0, clientX: 140 });
    fireEvent.pointerMove(slider(), { pointerId: 1, clientX: 241 });
    expect(slider()).toHaveAttribute('aria-valuetext', 'Preview from 1:56 to 2:26');
    expect(slider()).toHaveFocus();
    fireEvent.pointerUp(slider(), { pointerId: 1, clientX: 241 });
    fireEvent.pointerMove(slider(), { pointerId: 1, clientX: 400 });
    expect(slider()).toHaveAttribute('aria-valuenow', '116');

    // A press off the window centres the window there.
    fireEvent.pointerDown(strip, { pointerId: 2, button: 0, clientX: 60 });
    expect(slider()).toHaveAttribute('aria-valuenow', '15');
    expect(screen.getByRole('button', { name: 'Save preview start' })).toBeEnabled();
  });

  test('plays the chosen window from the studio, and stops it', async () => {
    const { windows } = renderEditor({ track: { ...READY, preview_start_seconds: 65 } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Play preview' }));
    expect(await screen.findByRole('button', { name: 'Stop preview' })).toBeVisible();
    expect(windows).toMatchObject([{ url: '/api/media/stream/a.mp3', startS: 65, endS: 95 }]);
    await user.click(screen.getByRole('button', { name: 'Stop preview' }));
    expect(screen.getByRole('button', { name: 'Play preview' })).toBeVisible();
  });

  test('says why a save failed, in the server’s words', async () => {
    renderEditor({
      save: () =>
        Promise.reject(
          new ApiError(400, 'Bad Request', 'The preview must start within the track.', 'X'),
        ),
    });
    const user = userEvent.setup();
    slider().focus();
    await user.keyboard('{ArrowLeft}');
    await user.click(screen.getByRole('button', { name: 'Save preview start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The preview must start within the track.',
    );
  });

  test('a track of 30 seconds or less is its own preview: nothing to move or save', async () => {
    renderEditor({ track: { ...READY, duration_s: 24 } });
    await screen.findByRole('img');
    expect(slider()).toHaveAttribute('aria-disabled', 'true');
    expect(slider()).toHaveAttribute('aria-valuetext', 'Preview from 0:00 to 0:24');
    act(() => {
      slider().focus();
    });
    await userEvent.setup().keyboard('{ArrowRight}');
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('This track is 0:24 long: all of it is its preview.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save preview start' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play preview' })).toBeVisible();
  });
});
