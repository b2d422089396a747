import { combine, createEvent, createStore, sample } from 'effector';
import { isAudioUrlUsable } from '@/shared/lib/audio';
import { factsInPlaylist } from '../lib/audio-track-facts';
import {
  type AudioLoadRequest,
  clearPreloadFx,
  engineLoadFailed,
  enginePlaying,
  engineStalled,
  loadAudioFx,
  playAudioFx,
  preloadAudioFx,
  reportEngineKindFx,
  stopAudioFx,
} from './engine-effects';
import {
  $audioUrls,
  $gaplessUrls,
  $currentIndex,
  $currentTrack,
  $isLooping,
  $isPlaying,
  $playlist,
  $progress,
  audioUrlResolved,
  loopToggled,
  played,
  seekRequested,
  shuffleToggled,
  streamStalled,
  trackStarted,
} from './player';

interface LoadedSound {
  trackId: string;
  url: string;
}
/** The track whose sound the engine holds, and the address it came from. */
export const $loadedSound = createStore<LoadedSound | null>(null);
/** A started track that had no usable address yet: it loads when the resolver answers. */
const $awaitingUrlFor = createStore<string | null>(null);
/** The loaded track's stream stalled there (seconds); it resumes there from a fresh address. */
const $stall = createStore<{ trackId: string; position: number } | null>(null);

$loadedSound
  .on(loadAudioFx, (_, { trackId, url }) => ({ trackId, url }))
  .reset([trackStarted, engineLoadFailed]);
$awaitingUrlFor.on(trackStarted, (_, track) => track.id).reset(loadAudioFx);
$stall.reset([trackStarted, loadAudioFx]);

/**
 * Every load goes through here: the request gains what a gapless engine needs of its track (its
 * signed rendition and album place, docs/adr/0049), read from the playlist as it is now.
 */
const loadRequested = createEvent<AudioLoadRequest>();
sample({
  clock: loadRequested,
  source: { playlist: $playlist, gaplessUrls: $gaplessUrls },
  fn: ({ playlist, gaplessUrls }, request): AudioLoadRequest => ({
    ...request,
    track: factsInPlaylist(playlist, gaplessUrls, request.trackId),
  }),
  target: loadAudioFx,
});
sample({ clock: enginePlaying, target: reportEngineKindFx });

type Candidate = Omit<AudioLoadRequest, 'url'> & { url: string | null | undefined };
// Date.now(): an address resolved long ago (a track played again) may have expired meanwhile.
const usable = (candidate: Candidate): AudioLoadRequest | null =>
  isAudioUrlUsable(candidate.url, Date.now()) ? { ...candidate, url: candidate.url } : null;
const isRequest = (request: AudioLoadRequest | null) => request !== null;

// --- a track starts -----------------------------------------------------------------------------
// With a usable address (typically the next track's, resolved and preloaded ahead) it loads at
// once; otherwise the previous sound is silenced while the resolver fetches one.
const startChecked = sample({
  clock: trackStarted,
  source: $audioUrls,
  fn: (urls, track) =>
    usable({ trackId: track.id, url: urls[track.id], startAt: 0, autoplay: true }),
});
sample({ clock: startChecked, filter: isRequest, target: loadRequested });
sample({ clock: startChecked, filter: (request) => request === null, target: stopAudioFx });

sample({
  clock: audioUrlResolved,
  source: { awaiting: $awaitingUrlFor, playing: $isPlaying, progress: $progress },
  filter: ({ awaiting }, { trackId }) => awaiting === trackId,
  fn: ({ playing, progress }, { trackId, url }): AudioLoadRequest => ({
    trackId,
    url,
    startAt: progress,
    autoplay: playing,
  }),
  target: loadRequested,
});

// --- play ---------------------------------------------------------------------------------------
// Resumes the loaded sound; after a failed load, tries the track's address again.
const playChecked = sample({
  clock: played,
  source: { sound: $loadedSound, awaiting: $awaitingUrlFor, track: $currentTrack, at: $progress },
  fn: ({ sound, awaiting, track, at }) => {
    if (sound !== null) return 'resume';
    if (awaiting !== null || track === null) return null;
    return usable({ trackId: track.id, url: track.audioUrl, startAt: at, autoplay: true });
  },
});
sample({ clock: playChecked, filter: (action) => action === 'resume', target: playAudioFx });
sample({
  clock: playChecked,
  filter: (action): action is AudioLoadRequest => typeof action === 'object' && action !== null,
  target: loadRequested,
});

// --- a stalled stream ---------------------------------------------------------------------------
const stalledAt = sample({
  clock: engineStalled,
  source: $loadedSound,
  fn: (sound, position) => sound && { trackId: sound.trackId, position },
});
sample({ clock: stalledAt, filter: (stall) => stall !== null, target: [streamStalled, $stall] });
// Seeking while stalled moves where playback resumes.
sample({
  clock: seekRequested,
  source: { stall: $stall, progress: $progress },
  filter: ({ stall }) => stall !== null,
  fn: ({ stall, progress }) => stall && { ...stall, position: progress },
  target: $stall,
});
// A new address for the loaded track replaces its sound where it was: the fresh one after a stall,
// or one signed differently (the full track where a visitor's preview played before logging in).
sample({
  clock: audioUrlResolved,
  source: { sound: $loadedSound, stall: $stall, playing: $isPlaying, progress: $progress },
  filter: ({ sound, stall }, { trackId, url }) =>
    sound?.trackId === trackId && (stall !== null || sound.url !== url),
  fn: ({ stall, playing, progress }, { trackId, url }): AudioLoadRequest => ({
    trackId,
    url,
    startAt: stall?.position ?? progress,
    autoplay: playing,
  }),
  target: loadRequested,
});

// --- the next track is buffered ahead -----------------------------------------------------------
/** The track that plays after the current one ends: none while looping or alone. */
const $nextTrackId = combine($playlist, $currentIndex, $isLooping, (playlist, index, looping) => {
  if (looping || playlist.length < 2 || index < 0) return null;
  return playlist[(index + 1) % playlist.length]?.id ?? null;
});
// Not on every change of the next track: when the index moves, the track that just started
// must take its preloaded sound before a preload for the one after replaces it.
const nextUrlChecked = sample({
  clock: [audioUrlResolved, loadAudioFx.done, loopToggled, shuffleToggled],
  source: { nextId: $nextTrackId, urls: $audioUrls },
  fn: ({ nextId, urls }) =>
    nextId === null ? null : { trackId: nextId, url: urls[nextId] ?? null },
});
/** What the engine was last asked to preload, so each next track is asked for once. */
const $preloadedUrl = createStore<string | null>(null)
  .on(preloadAudioFx, (_, { url }) => url)
  .on(loadAudioFx, (preloaded, { url }) => (url === preloaded ? null : preloaded))
  .reset(clearPreloadFx);
const usableNext = sample({
  clock: nextUrlChecked,
  filter: (next): next is { trackId: string; url: string } =>
    next !== null && isAudioUrlUsable(next.url, Date.now()),
});
sample({
  clock: usableNext,
  source: { preloaded: $preloadedUrl, playlist: $playlist, gaplessUrls: $gaplessUrls },
  filter: ({ preloaded }, { url }) => url !== preloaded,
  fn: ({ playlist, gaplessUrls }, { trackId, url }) => ({
    url,
    track: factsInPlaylist(playlist, gaplessUrls, trackId),
  }),
  target: preloadAudioFx,
});
// Nothing follows any more, or another track does whose address is still coming: a gapless
// engine must not play on into what it buffered before (the resolved address preloads it then).
sample({
  clock: nextUrlChecked,
  source: $preloadedUrl,
  filter: (preloaded, next) =>
    preloaded !== null && (next === null || !isAudioUrlUsable(next.url, Date.now())),
  target: clearPreloadFx,
});
