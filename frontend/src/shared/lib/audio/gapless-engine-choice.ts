// Which engine plays a track (docs/adr/0049): the Media Source engine where it can make a queue
// step gapless, Howler everywhere else. Pure, so every rule is a row in its test.
import type { AudioEngineKind, AudioTrackFacts } from './audio-engine';
import { canFollowGapless, gaplessFactsProblem } from './mse-gapless-plan';

/** The track the switching engine plays now, and through which engine. */
export interface PlayingTrack {
  kind: AudioEngineKind;
  track: AudioTrackFacts | null;
}

function hasRendition(track: AudioTrackFacts | null): boolean {
  const facts = track?.gapless ?? null;
  return facts !== null && gaplessFactsProblem(facts) === null;
}

/**
 * Whether `next` can follow `previous` with no gap: both have a trimmable AAC rendition at one
 * sample rate, and `next` is the very next track of the same album (an album played in order; a
 * shuffled queue that happens to step forward in an album is gapless too, rightly).
 */
export function isGaplessStep(
  previous: AudioTrackFacts | null,
  next: AudioTrackFacts | null,
): boolean {
  if (previous === null || next === null) return false;
  const { gapless: before, album: from } = previous;
  const { gapless: after, album: to } = next;
  if (before === null || after === null || from === null || to === null) return false;
  return (
    canFollowGapless(before, after) && from.albumId === to.albumId && to.index === from.index + 1
  );
}

/**
 * A track that may start a Media Source stream: an album track (the next one may flow from it)
 * with a rendition. A single outside an album stays with Howler, whose start is what the track
 * change budget was measured on.
 */
export function canStartGapless(track: AudioTrackFacts | null): boolean {
  return hasRendition(track) && (track?.album ?? null) !== null;
}

/**
 * The engine for `load(track)`. The Media Source engine when it continues the flow from the
 * track playing there, or starts a stream for an album track; but a track Howler has already
 * buffered stays with Howler (its start is instant), and without MSE everything is Howler's.
 */
export function chooseLoadEngine(input: {
  mseSupported: boolean;
  playing: PlayingTrack | null;
  track: AudioTrackFacts | null;
  preloadedBy: AudioEngineKind | null;
}): AudioEngineKind {
  const { mseSupported, playing, track, preloadedBy } = input;
  if (!mseSupported || !hasRendition(track)) return 'howler';
  if (playing?.kind === 'mse' && isGaplessStep(playing.track, track)) return 'mse';
  if (preloadedBy !== null) return preloadedBy;
  return canStartGapless(track) ? 'mse' : 'howler';
}

/**
 * The engine that buffers the next track. While the Media Source engine plays, it takes only a
 * gapless step (its one element is busy); while Howler plays, the idle Media Source element
 * prepares an album track so the album can flow from it on.
 */
export function choosePreloadEngine(input: {
  mseSupported: boolean;
  playing: PlayingTrack | null;
  track: AudioTrackFacts | null;
}): AudioEngineKind {
  const { mseSupported, playing, track } = input;
  if (!mseSupported || !hasRendition(track)) return 'howler';
  if (playing?.kind === 'mse') return isGaplessStep(playing.track, track) ? 'mse' : 'howler';
  return canStartGapless(track) ? 'mse' : 'howler';
}
