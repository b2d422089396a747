import { combine, createEffect, createStore, sample } from 'effector';
import {
  $audioUrls,
  $gaplessUrls,
  $currentIndex,
  $currentTrack,
  $isLooping,
  $isPlaying,
  $playlist,
  audioUrlResolved,
  paused,
  type PlayerTrack,
  stopped,
  streamStalled,
  trackAddressWanted,
  trackStarted,
} from '@/entities/player';
import { logWarning } from '@/shared/lib/logger';
import {
  type PlaybackAccess,
  resolveAudioUrl,
  type ResolveAudioUrlParams,
} from '../api/resolve-audio-url';
import { $playbackAccess } from './playback-access';

/** Why an address is wanted: the track that starts, the one after it, or a stalled stream. */
type Purpose = 'start' | 'ahead' | 'stall';
export interface Resolution extends ResolveAudioUrlParams {
  track: PlayerTrack;
  purpose: Purpose;
}

/** Resolves one track's playable address; tests replace it (`fork({ handlers })`). */
export const resolveAudioUrlFx = createEffect((params: Resolution) => resolveAudioUrl(params));
const logPlaybackWarningFx = createEffect((warning: { message: string; cause: unknown }) => {
  logWarning(warning.message, warning.cause);
});

/** Which kind of listener each known address was signed for: a preview is no full track. */
const $urlAccess = createStore<Record<string, PlaybackAccess['kind']>>({});
/** Tracks being resolved ahead: asked for once, and not asked again when they start meanwhile. */
const $pendingAhead = createStore<Record<string, true>>({});

const $known = combine($audioUrls, $urlAccess, $playbackAccess, (urls, kinds, access) => {
  return (trackId: string): string | null =>
    kinds[trackId] === access.kind ? (urls[trackId] ?? null) : null;
});
/** What a resolution starts from: the addresses already known for the track and this listener. */
const $knownFor = combine($known, $gaplessUrls, (known, gapless) => (trackId: string) => {
  const url = known(trackId);
  return { known: url, knownGapless: url === null ? null : (gapless[trackId] ?? null) };
});

/** Whether the current track's address is known and was signed for this listener (resumable). */
export const $currentUrlFits = combine(
  $currentTrack,
  $known,
  (track, known) => track !== null && known(track.id) !== null,
);

/** The track after the current one, unless the current one loops or is the whole playlist. */
const $upcomingTrack = combine($playlist, $currentIndex, $isLooping, (playlist, index, looping) => {
  if (looping || playlist.length < 2 || index < 0) return null;
  const next = playlist[(index + 1) % playlist.length];
  return next === undefined || next.id === playlist[index]?.id ? null : next;
});

const isResolution = (value: Resolution | null): value is Resolution => value !== null;

// --- the track that starts (or a restored one, on its first play), and a stalled stream ---------
sample({
  clock: [trackStarted, trackAddressWanted],
  source: { access: $playbackAccess, knownFor: $knownFor, pending: $pendingAhead },
  // A track already being resolved ahead takes that answer instead (see `answerFor`).
  filter: ({ pending }, track) => pending[track.id] === undefined,
  fn: ({ access, knownFor }, track): Resolution => {
    return { track, access, ...knownFor(track.id), purpose: 'start' };
  },
  target: resolveAudioUrlFx,
});
// A stall may be an expired address: always ask for a new one.
sample({
  clock: sample({
    clock: streamStalled,
    source: { access: $playbackAccess, current: $currentTrack },
    fn: ({ access, current }, { trackId }): Resolution | null =>
      current?.id === trackId ? { track: current, access, known: null, purpose: 'stall' } : null,
  }),
  filter: isResolution,
  target: resolveAudioUrlFx,
});

// --- the answers --------------------------------------------------------------------------------
/**
 * What an answer is for now: a stale one (its track is no longer current, nor upcoming in the
 * playlist) is for nothing. A track resolved ahead that started meanwhile takes it as its start.
 */
function answerFor(current: PlayerTrack | null, playlist: PlayerTrack[], params: Resolution) {
  if (current?.id === params.track.id) return params.purpose === 'stall' ? 'stall' : 'start';
  if (params.purpose !== 'ahead') return null;
  return playlist.some((track) => track.id === params.track.id) ? 'ahead' : null;
}

const resolved = sample({
  clock: sample({
    clock: resolveAudioUrlFx.done,
    source: { current: $currentTrack, playlist: $playlist },
    fn: ({ current, playlist }, { params, result }) => ({
      params,
      audio: result,
      answer: answerFor(current, playlist, params),
    }),
  }),
  filter: ({ answer }) => answer !== null,
});
sample({
  clock: resolved,
  fn: ({ params, audio }) => ({ trackId: params.track.id, ...audio }),
  target: audioUrlResolved,
});
$urlAccess.on(resolved, (kinds, { params }) => ({
  ...kinds,
  [params.track.id]: params.access.kind,
}));

const failed = sample({
  clock: resolveAudioUrlFx.fail,
  source: { current: $currentTrack, playlist: $playlist },
  fn: ({ current, playlist }, { params }) => answerFor(current, playlist, params),
});
// Spec §8: a missing address or a failed fetch is silent; playback just does not go on.
sample({
  clock: resolveAudioUrlFx.fail,
  fn: ({ params, error }) => ({
    message: `No playable address for "${params.track.title}" (${params.purpose})`,
    cause: error,
  }),
  target: logPlaybackWarningFx,
});
sample({ clock: failed, filter: (answer) => answer === 'start', target: stopped });
sample({ clock: failed, filter: (answer) => answer === 'stall', target: paused });

// --- the next track, ahead of time --------------------------------------------------------------
const aheadWanted = sample({
  clock: [
    sample({ clock: resolved, filter: ({ answer }) => answer === 'start' }),
    $upcomingTrack.updates,
    $isPlaying.updates,
  ],
  source: {
    upcoming: $upcomingTrack,
    current: $currentTrack,
    playing: $isPlaying,
    access: $playbackAccess,
    known: $known,
    knownFor: $knownFor,
    pending: $pendingAhead,
  },
  // Only while the current track plays from a known address, so the start always comes first.
  fn: ({ upcoming, current, playing, access, known, knownFor, pending }): Resolution | null =>
    playing &&
    upcoming !== null &&
    current !== null &&
    known(current.id) !== null &&
    pending[upcoming.id] === undefined
      ? { track: upcoming, access, ...knownFor(upcoming.id), purpose: 'ahead' }
      : null,
});
const aheadRequested = sample({ clock: aheadWanted, filter: isResolution });
sample({ clock: aheadRequested, target: resolveAudioUrlFx });
$pendingAhead
  .on(aheadRequested, (pending, { track }) => ({ ...pending, [track.id]: true }))
  .on(resolveAudioUrlFx.finally, (pending, { params }) => {
    if (params.purpose !== 'ahead') return pending;
    const { [params.track.id]: _done, ...rest } = pending;
    return rest;
  });
