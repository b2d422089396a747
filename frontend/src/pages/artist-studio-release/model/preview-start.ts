import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { StudioTrack } from '@/entities/release';
import { paused, played, trackPlayed } from '@/entities/player';
import { failureMessage } from '@/shared/api';
import {
  fetchPeaks,
  fetchTrackAudio,
  savePreviewStart,
  type TrackAudio,
} from '../api/preview-start';
import { createWindowAudio, type WindowRequest } from '../api/window-audio';
import { usableAudio } from '../lib/audio-address';
import { trackReplaced } from './release-editor';

/** The waveform of one track: being fetched, drawn (possibly empty), or failed in the server's words. */
export type PeaksState =
  | { status: 'loading' }
  | { status: 'ready'; peaks: number[] }
  | { status: 'failed'; message: string };

export type SaveState =
  { status: 'saving' } | { status: 'saved' } | { status: 'failed'; message: string };

/** The studio's one playing window (one at a time on the page). */
export interface Playing {
  trackId: string;
  startS: number;
  endS: number;
  /** Tells this play from a later one of the same window. */
  sequence: number;
}

type ByTrack<T> = Readonly<Record<string, T>>;
const without = <T>(record: ByTrack<T>, key: string): ByTrack<T> =>
  Object.fromEntries(Object.entries(record).filter(([id]) => id !== key));

/** An editor appeared for a track whose waveform the server has (`peaks_url` set). */
export const previewEditorOpened = createEvent<{ trackId: string }>();
/** It left the page: its window stops playing. */
export const previewEditorClosed = createEvent<{ trackId: string }>();
/** The artist moved the window (dragged, or with the keys); not saved yet. */
export const startChosen = createEvent<{ trackId: string; startS: number }>();
export const saveRequested = createEvent<{ trackId: string; startS: number }>();
export const playRequested = createEvent<{ trackId: string; startS: number; endS: number }>();
export const stopRequested = createEvent();
/** The server took a new preview start: the track as it answered (the page may merge it). */
export const previewStartSaved = createEvent<StudioTrack>();

export const fetchPeaksFx = createEffect((trackId: string) => fetchPeaks(trackId));
export const savePreviewStartFx = createEffect(
  ({ trackId, startS }: { trackId: string; startS: number }) => savePreviewStart(trackId, startS),
);
export const fetchTrackAudioFx = createEffect((trackId: string) => fetchTrackAudio(trackId));

// One element for the studio, made on the first play (a side effect, so only in these effects).
const windowAudio = createWindowAudio();
/** Settles when the window ends or is stopped: pending while it plays. */
export const playWindowFx = createEffect(
  (request: WindowRequest & { trackId: string; sequence: number }) => windowAudio.play(request),
);
export const stopWindowFx = createEffect(() => {
  windowAudio.stop();
});

export const $peaks = createStore<ByTrack<PeaksState>>({});
/** Starts moved but not saved, by track. */
export const $chosenStarts = createStore<ByTrack<number>>({});
/** Starts as the server answered a save (null: its default), by track; newer than the page's. */
export const $savedStarts = createStore<ByTrack<number | null>>({});
export const $saves = createStore<ByTrack<SaveState>>({});
export const $playing = createStore<Playing | null>(null);
export const $playbackErrors = createStore<ByTrack<string>>({});
/** Signed addresses already given, reused while they have time left for a window. */
const $audio = createStore<ByTrack<TrackAudio>>({});
const $playSequence = createStore(0);

// Peaks: fetched once per track; a failure is fetched again when an editor next opens.
sample({
  clock: previewEditorOpened,
  source: $peaks,
  filter: (peaks, { trackId }) =>
    peaks[trackId] === undefined || peaks[trackId].status === 'failed',
  fn: (_, { trackId }) => trackId,
  target: fetchPeaksFx,
});
$peaks
  .on(fetchPeaksFx, (peaks, trackId) => ({ ...peaks, [trackId]: { status: 'loading' } }))
  .on(fetchPeaksFx.done, (peaks, { params, result }) => ({
    ...peaks,
    [params]: { status: 'ready', peaks: result },
  }))
  .on(fetchPeaksFx.fail, (peaks, { params, error }) => ({
    ...peaks,
    [params]: {
      status: 'failed',
      message: failureMessage(error, 'The waveform could not be loaded.'),
    },
  }));

// Choosing and saving.
$chosenStarts
  .on(startChosen, (starts, { trackId, startS }) => ({ ...starts, [trackId]: startS }))
  .on(savePreviewStartFx.done, (starts, { params, result }) =>
    // Still where it was saved: the server's start now stands for it. Moved meanwhile: kept.
    starts[params.trackId] === params.startS ? without(starts, result.id) : starts,
  );
sample({ clock: saveRequested, target: savePreviewStartFx });
$saves
  .on(savePreviewStartFx, (saves, { trackId }) => ({ ...saves, [trackId]: { status: 'saving' } }))
  .on(savePreviewStartFx.done, (saves, { params }) => ({
    ...saves,
    [params.trackId]: { status: 'saved' },
  }))
  .on(savePreviewStartFx.fail, (saves, { params, error }) => ({
    ...saves,
    [params.trackId]: {
      status: 'failed',
      message: failureMessage(error, 'The preview start could not be saved.'),
    },
  }))
  .on(startChosen, (saves, { trackId }) =>
    saves[trackId]?.status === 'saving' ? saves : without(saves, trackId),
  );
$savedStarts.on(savePreviewStartFx.doneData, (starts, track) => ({
  ...starts,
  [track.id]: track.preview_start_seconds,
}));
sample({ clock: savePreviewStartFx.doneData, target: previewStartSaved });
// The release on the page takes the server's reply (its preview start, and the re-cut's state).
sample({ clock: previewStartSaved, target: trackReplaced });

// Playing a window: the site's player pauses; playing anything there stops the studio's.
const resolveAudioFx = attach({
  source: $audio,
  effect: async (known, request: { trackId: string; startS: number; endS: number }) => {
    const audio = usableAudio(known[request.trackId], request.endS - request.startS, Date.now());
    return audio ?? fetchTrackAudioFx(request.trackId);
  },
});
$playSequence.on(playRequested, (sequence) => sequence + 1);
sample({
  clock: playRequested,
  source: $playSequence,
  fn: (sequence, request): Playing => ({ ...request, sequence }),
  target: $playing,
});
$playbackErrors.on(playRequested, (errors, { trackId }) => without(errors, trackId));
sample({ clock: playRequested, target: [stopWindowFx, resolveAudioFx] });
$audio.on(resolveAudioFx.done, (audio, { params, result }) => ({
  ...audio,
  [params.trackId]: result,
}));
sample({
  clock: resolveAudioFx.done,
  source: $playing,
  filter: (playing, { params }) =>
    playing !== null && playing.trackId === params.trackId && playing.startS === params.startS,
  fn: (playing, { result }) => ({
    url: result.url,
    trackId: playing?.trackId ?? '',
    startS: playing?.startS ?? 0,
    endS: playing?.endS ?? 0,
    sequence: playing?.sequence ?? 0,
  }),
  target: playWindowFx,
});
sample({ clock: playWindowFx, fn: () => undefined, target: paused });
$playbackErrors.on(resolveAudioFx.fail, (errors, { params, error }) => ({
  ...errors,
  [params.trackId]: failureMessage(error, 'This track could not be played.'),
}));
/** The browser refused or failed to play the current window (not one replaced since). */
const windowFailed = sample({
  clock: playWindowFx.fail,
  source: $playSequence,
  filter: (sequence, { params }) => sequence === params.sequence,
  fn: (_, { params }) => params.trackId,
});
$playbackErrors.on(windowFailed, (errors, trackId) => ({
  ...errors,
  [trackId]: 'Your browser could not play this track.',
}));
$playing
  .on(resolveAudioFx.fail, (playing, { params }) =>
    playing?.trackId === params.trackId ? null : playing,
  )
  .on(playWindowFx.finally, (playing, { params }) =>
    playing?.sequence === params.sequence ? null : playing,
  )
  .on(stopRequested, () => null);
sample({ clock: stopRequested, target: stopWindowFx });
sample({
  clock: previewEditorClosed,
  source: $playing,
  filter: (playing, { trackId }) => playing?.trackId === trackId,
  target: stopRequested,
});
sample({
  clock: [played, trackPlayed],
  source: $playing,
  filter: (playing) => playing !== null,
  target: stopRequested,
});
