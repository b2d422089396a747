// The arithmetic of gapless playback through Media Source Extensions (docs/adr/0049), pure so it
// is tested to the sample. Tracks are laid end to end on one timeline: each track's real samples
// start where the previous track's end, and the SourceBuffer's append window cuts the encoder's
// priming and padding (Chrome's published technique). Positions are kept in samples and turned
// into seconds once per value, so thirty boundaries do not add up rounding errors.
import type { GaplessFacts } from './audio-engine';

/** AAC-LC codes 1024 samples a frame: priming, samples and padding fill whole frames. */
export const AAC_FRAME_SAMPLES = 1024;
/** Keep appending while less than this much audio lies ahead of the playhead. */
export const FETCH_AHEAD_SECONDS = 60;
/** The next track's first bytes are asked for at the latest this long before its boundary. */
export const NEXT_TRACK_LEAD_SECONDS = 20;
/** Audio behind the playhead kept for seeking back; older audio leaves the SourceBuffer. */
export const KEEP_BEHIND_SECONDS = 90;
/** Never remove audio this close behind the playhead: the decoder may still be reading it. */
export const EVICTION_MARGIN_SECONDS = 5;
/** Smaller removals wait: each one is a SourceBuffer operation. */
export const MIN_EVICTION_SECONDS = 10;
/** Buffered ranges closer than this count as one (a browser may leave a hair between appends). */
export const CONTIGUOUS_GAP_SECONDS = 0.05;

/** What a SourceBuffer is set to before a track's bytes are appended (seconds). */
export interface AppendWindow {
  timestampOffset: number;
  appendWindowStart: number;
  appendWindowEnd: number;
}

/** One track on the stream's timeline. */
export interface PlannedTrack {
  /** The address the player knows the track by (its MP3 stream URL). */
  key: string;
  facts: GaplessFacts;
  /** Its first real sample on the timeline, and one past its last. */
  startSample: number;
  endSample: number;
  /** The same in seconds. */
  start: number;
  end: number;
  /** Its length in seconds, straight from its sample count. */
  duration: number;
  window: AppendWindow;
}

/** Tracks end to end on one timeline at one sample rate. */
export interface GaplessPlan {
  sampleRate: number;
  tracks: PlannedTrack[];
}

export interface TimeRange {
  start: number;
  end: number;
}

const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0;

/**
 * Why these facts cannot be trimmed exactly, or null when they can. Priming, samples and padding
 * must fill whole AAC frames: anything else means the facts do not describe this file.
 */
export function gaplessFactsProblem(facts: GaplessFacts): string | null {
  if (facts.url === '') return 'no address';
  if (!isCount(facts.sampleRate) || facts.sampleRate === 0) return 'bad sample rate';
  if (!isCount(facts.primingSamples) || !isCount(facts.paddingSamples)) return 'bad trim';
  if (!isCount(facts.samples) || facts.samples === 0) return 'no samples';
  const coded = facts.primingSamples + facts.samples + facts.paddingSamples;
  return coded % AAC_FRAME_SAMPLES === 0 ? null : 'not whole AAC frames';
}

/** ffmpeg's padding for `samples` real samples after `priming`: up to the end of the last frame. */
export function aacPaddingSamples(samples: number, primingSamples: number): number {
  const frames = Math.ceil((primingSamples + samples) / AAC_FRAME_SAMPLES);
  return frames * AAC_FRAME_SAMPLES - primingSamples - samples;
}

/**
 * Whether `next` can follow `previous` on one timeline: both trimmable and at one sample rate (a
 * SourceBuffer does not resample between appends without a gap risk; another rate is a new stream).
 */
export function canFollowGapless(previous: GaplessFacts, next: GaplessFacts): boolean {
  return (
    gaplessFactsProblem(previous) === null &&
    gaplessFactsProblem(next) === null &&
    previous.sampleRate === next.sampleRate
  );
}

/**
 * The SourceBuffer settings for a track whose first real sample lands at `startSample`: the file's
 * timestamps start `primingSamples` early, and the window keeps exactly `samples` samples.
 */
export function appendWindowFor(startSample: number, facts: GaplessFacts): AppendWindow {
  const rate = facts.sampleRate;
  return {
    timestampOffset: (startSample - facts.primingSamples) / rate,
    appendWindowStart: startSample / rate,
    appendWindowEnd: (startSample + facts.samples) / rate,
  };
}

function placeTrack(key: string, facts: GaplessFacts, startSample: number): PlannedTrack {
  const endSample = startSample + facts.samples;
  return {
    key,
    facts,
    startSample,
    endSample,
    start: startSample / facts.sampleRate,
    end: endSample / facts.sampleRate,
    duration: facts.samples / facts.sampleRate,
    window: appendWindowFor(startSample, facts),
  };
}

/** A new stream whose timeline starts with this track at 0. */
export function startPlan(key: string, facts: GaplessFacts): GaplessPlan {
  return { sampleRate: facts.sampleRate, tracks: [placeTrack(key, facts, 0)] };
}

/**
 * The plan with `key` placed right after the track at `afterIndex` (any track planned after that
 * one is dropped: the queue changed), or 'new-stream' when it cannot follow without a gap.
 */
export function planNextTrack(
  plan: GaplessPlan,
  afterIndex: number,
  key: string,
  facts: GaplessFacts,
): GaplessPlan | 'new-stream' {
  const previous = plan.tracks[afterIndex];
  if (previous === undefined || !canFollowGapless(previous.facts, facts)) return 'new-stream';
  const kept = plan.tracks.slice(0, afterIndex + 1);
  return { ...plan, tracks: [...kept, placeTrack(key, facts, previous.endSample)] };
}

/** Where a track's boundaries fall on the timeline, in seconds (for logs and the benchmark). */
export function boundariesOf(plan: GaplessPlan): number[] {
  return plan.tracks.map((track) => track.start);
}

/** The track playing at `mediaTime` and the position in it (seconds, within its length). */
export function locate(
  plan: GaplessPlan,
  mediaTime: number,
): { index: number; position: number } | null {
  const { tracks } = plan;
  if (tracks.length === 0) return null;
  let index = 0;
  while (index + 1 < tracks.length && mediaTime >= (tracks[index + 1]?.start ?? Infinity)) {
    index += 1;
  }
  const track = tracks[index] as PlannedTrack;
  return { index, position: positionIn(track, mediaTime) };
}

/** Seconds into `track` at `mediaTime`, clamped to the track. */
export function positionIn(track: PlannedTrack, mediaTime: number): number {
  return Math.min(Math.max(mediaTime - track.start, 0), track.duration);
}

/** The media time of `position` seconds into `track`, clamped to the track. */
export function mediaTimeOf(track: PlannedTrack, position: number): number {
  return Math.min(track.start + Math.max(position, 0), track.end);
}

/**
 * Whether `track` has played to its end at `mediaTime`: the moment to report `ended`. One frame
 * early counts, because a starved element (the next track still on its way) stops a hair short of
 * the last appended sample and would otherwise never report the track finished.
 */
export function hasTrackEnded(track: PlannedTrack, mediaTime: number): boolean {
  return mediaTime >= track.end - AAC_FRAME_SAMPLES / track.facts.sampleRate;
}

/** Seconds buffered from `mediaTime` on without a break (0 when it is not buffered). */
export function bufferedAhead(buffered: readonly TimeRange[], mediaTime: number): number {
  let reach: number | null = null;
  for (const range of [...buffered].sort((a, b) => a.start - b.start)) {
    if (reach === null) {
      if (range.start <= mediaTime + CONTIGUOUS_GAP_SECONDS && mediaTime <= range.end) {
        reach = range.end;
      }
    } else if (range.start <= reach + CONTIGUOUS_GAP_SECONDS) {
      reach = Math.max(reach, range.end);
    }
  }
  return reach === null ? 0 : Math.max(0, reach - mediaTime);
}

/**
 * Whether to fetch and append more: less than FETCH_AHEAD_SECONDS lies ahead. Since that is more
 * than NEXT_TRACK_LEAD_SECONDS, the next track's first bytes are asked for at the latest that
 * long before its boundary (once the current track is appended whole).
 */
export function shouldFetchMore(buffered: readonly TimeRange[], mediaTime: number): boolean {
  return bufferedAhead(buffered, mediaTime) < FETCH_AHEAD_SECONDS;
}

/**
 * What to remove from the SourceBuffer so memory stays bounded: audio more than
 * KEEP_BEHIND_SECONDS behind the playhead, and earlier tracks (no seek goes back to them), but
 * never the last EVICTION_MARGIN_SECONDS, nor less than MIN_EVICTION_SECONDS at a time. After
 * `end` (the last planned track's end) everything goes: a next track the queue dropped. `pressed`
 * (the browser refused an append for lack of room) keeps only the margin.
 */
export function rangesToEvict(
  buffered: readonly TimeRange[],
  mediaTime: number,
  currentTrackStart: number,
  end: number,
  pressed = false,
): TimeRange[] {
  const keepBehind = pressed ? EVICTION_MARGIN_SECONDS : KEEP_BEHIND_SECONDS;
  const smallest = pressed ? 0 : MIN_EVICTION_SECONDS;
  const cutoff = Math.min(
    Math.max(currentTrackStart, mediaTime - keepBehind),
    mediaTime - EVICTION_MARGIN_SECONDS,
  );
  const removals: TimeRange[] = [];
  for (const range of buffered) {
    const behindEnd = Math.min(range.end, cutoff);
    if (behindEnd > range.start && behindEnd - range.start >= smallest) {
      removals.push({ start: range.start, end: behindEnd });
    }
    const afterStart = Math.max(range.start, end);
    if (range.end > afterStart) removals.push({ start: afterStart, end: range.end });
  }
  return removals;
}

/**
 * A seek inside the current track: jump when the target is buffered, or still ahead of what this
 * track's download has appended (it will arrive); refetch the track when the target was evicted.
 */
export function seekAction(
  buffered: readonly TimeRange[],
  track: PlannedTrack,
  target: number,
  trackFullyAppended: boolean,
): 'jump' | 'refetch' {
  const holds = buffered.some(
    (range) => range.start <= target + CONTIGUOUS_GAP_SECONDS && target <= range.end,
  );
  if (holds) return 'jump';
  if (trackFullyAppended) return 'refetch';
  const appendedUntil = buffered
    .filter((range) => range.end > track.start && range.start < track.end)
    .reduce((reach, range) => Math.max(reach, range.end), track.start);
  return target >= appendedUntil ? 'jump' : 'refetch';
}
