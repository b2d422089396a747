import type { GaplessFacts } from './audio-engine';
import { type ByteChunk, CHUNK_BYTES, fetchByteChunk } from './mse-byte-range';
import {
  type GaplessPlan,
  type PlannedTrack,
  planNextTrack,
  rangesToEvict,
  seekAction,
  shouldFetchMore,
  startPlan,
  type TimeRange,
} from './mse-gapless-plan';
import {
  MSE_AUDIO_TYPE,
  type MseBrowser,
  type MseMediaElement,
  type MseMediaSource,
  type MseSourceBuffer,
  rangesOf,
} from './mse-media';
import { HAVE_METADATA } from './stall-detection';

/** How far one track's bytes have reached the SourceBuffer. */
interface Feed {
  /** Where the next read starts; null once the file was read to its end. */
  nextOffset: number | null;
  /** Read but not yet appended (a whole file from a server without ranges, or a refused append). */
  pending: Uint8Array<ArrayBuffer> | null;
  /** Bytes of it are in the SourceBuffer. */
  started: boolean;
}

const isQuotaExceeded = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'QuotaExceededError';

const newFeed = (): Feed => ({ nextOffset: 0, pending: null, started: false });
const isFed = (feed: Feed) => feed.nextOffset === null && feed.pending === null;

/**
 * One MediaSource on the engine's `<audio>` element, fed with the planned tracks' AAC renditions
 * one chunk at a time: as far ahead as FETCH_AHEAD_SECONDS, each track through its own append
 * window, and evicted behind the playhead. Every SourceBuffer operation waits for the previous
 * one's `updateend`; `pump` takes the next step and is called whenever something may have changed.
 */
export interface MseStream {
  plan: () => GaplessPlan;
  /** The track the playhead is in (the engine moves it at boundaries and on skips). */
  currentIndex: () => number;
  setCurrentIndex: (index: number) => void;
  track: (index: number) => PlannedTrack | undefined;
  /** Plans `key` right after the current track; false when it cannot follow without a gap. */
  queueNext: (key: string, facts: GaplessFacts) => boolean;
  /** Forgets every track after the current one, and its audio. */
  dropNext: () => void;
  /** While looping, nothing after the current track is fed (it would play before the re-seek). */
  holdNext: (hold: boolean) => void;
  /** The playhead on the timeline, or where it goes once the element knows the stream. */
  mediaTime: () => number;
  /** Moves the playhead; refetches the current track when its audio there was evicted. */
  seekTo: (mediaTime: number) => void;
  /** The element has read the first track's header: a seek asked for earlier can happen now. */
  metadataLoaded: () => void;
  pump: () => void;
  close: () => void;
}

export interface MseStreamHooks {
  /** The first track's audio could not be read or appended at all. */
  failed: (error: unknown) => void;
}

export function createMseStream(
  browser: MseBrowser,
  element: MseMediaElement,
  first: { key: string; facts: GaplessFacts },
  hooks: MseStreamHooks,
): MseStream {
  const mediaSource: MseMediaSource = browser.createMediaSource();
  const objectUrl = browser.createObjectUrl(mediaSource);
  let plan = startPlan(first.key, first.facts);
  let feeds: Feed[] = [newFeed()];
  let current = 0;
  let sourceBuffer: MseSourceBuffer | null = null;
  let fetching: { index: number; controller: AbortController } | null = null;
  /** Whose append window the SourceBuffer holds. */
  let windowed: number | null = null;
  let pendingTime: number | null = null;
  let clearAll = false;
  let pressed = false;
  let ended = false;
  let held = false;
  let closed = false;

  const isOpen = () => mediaSource.readyState === 'open';
  const buffered = (): TimeRange[] =>
    sourceBuffer === null ? [] : rangesOf(sourceBuffer.buffered);
  const lastFedIndex = () => (held ? current : plan.tracks.length - 1);
  const planEnd = () => plan.tracks[lastFedIndex()]?.end ?? 0;
  const mediaTime = () => pendingTime ?? element.currentTime;

  const stopFetching = (fromIndex: number) => {
    if (fetching !== null && fetching.index >= fromIndex) {
      fetching.controller.abort();
      fetching = null;
    }
  };
  /** Tracks from `fromIndex` on start over from their first byte (their audio is removed). */
  const resetFeeds = (fromIndex: number) => {
    stopFetching(fromIndex);
    feeds = feeds.map((feed, index) => (index < fromIndex ? feed : newFeed()));
    if (windowed !== null && windowed >= fromIndex) windowed = null;
    ended = false;
  };

  const setWindow = (buffer: MseSourceBuffer, index: number) => {
    const track = plan.tracks[index];
    if (track === undefined) return;
    // A file cut short (a seek refetch, a dropped next track) leaves the parser mid-segment.
    if (isOpen()) buffer.abort();
    buffer.timestampOffset = track.window.timestampOffset;
    // The start may not pass the end, whichever way the window moves: open it fully first.
    buffer.appendWindowEnd = Infinity;
    buffer.appendWindowStart = track.window.appendWindowStart;
    buffer.appendWindowEnd = track.window.appendWindowEnd;
    windowed = index;
  };

  const feedIndex = (): number | null => {
    for (let index = current; index <= lastFedIndex(); index += 1) {
      const feed = feeds[index];
      if (feed !== undefined && !isFed(feed)) return index;
    }
    return null;
  };

  const append = (
    buffer: MseSourceBuffer,
    index: number,
    feed: Feed,
    bytes: Uint8Array<ArrayBuffer>,
  ) => {
    if (windowed !== index) setWindow(buffer, index);
    const slice = bytes.subarray(0, CHUNK_BYTES);
    try {
      buffer.appendBuffer(slice);
    } catch (error) {
      if (isQuotaExceeded(error)) {
        // The buffer is full: room is made behind the playhead, and the append tried again.
        feed.pending = bytes;
        pressed = true;
      } else if (index > current) {
        dropAfter(index - 1);
      } else {
        hooks.failed(error);
      }
      return;
    }
    pressed = false;
    feed.started = true;
    feed.pending = bytes.length > CHUNK_BYTES ? bytes.subarray(CHUNK_BYTES) : null;
  };

  const fetchFor = (index: number, track: PlannedTrack, feed: Feed, offset: number) => {
    const controller = new AbortController();
    fetching = { index, controller };
    const settled = (apply: () => void) => {
      if (closed || fetching?.controller !== controller) return;
      fetching = null;
      apply();
      pump();
    };
    fetchByteChunk(browser.fetch, track.facts.url, offset, controller.signal).then(
      (chunk: ByteChunk) => {
        settled(() => {
          feed.pending = chunk.bytes.length > 0 ? chunk.bytes : null;
          feed.nextOffset = chunk.nextOffset;
        });
      },
      (error: unknown) => {
        settled(() => {
          if (index > current) {
            // The next track cannot be had: the current one ends as if nothing followed, and
            // the player loads the next by itself (never a wrong track, at worst a gap).
            dropAfter(index - 1);
          } else if (!feed.started) {
            hooks.failed(error);
          }
          // A current track cut off midway starves the element: the clock reports the stall.
        });
      },
    );
  };

  function pump() {
    const buffer = sourceBuffer;
    if (closed || buffer === null || buffer.updating || fetching !== null) return;
    const ranges = buffered();
    if (clearAll) {
      clearAll = false;
      const first = ranges[0];
      const last = ranges[ranges.length - 1];
      if (first !== undefined && last !== undefined) {
        buffer.remove(first.start, last.end);
        return;
      }
    }
    const time = mediaTime();
    const track = plan.tracks[current];
    const removal = rangesToEvict(ranges, time, track?.start ?? 0, planEnd(), pressed)[0];
    if (removal !== undefined) {
      buffer.remove(removal.start, removal.end);
      return;
    }
    const index = feedIndex();
    if (index === null) {
      if (!ended && isOpen()) {
        ended = true;
        mediaSource.endOfStream();
      }
      return;
    }
    const feed = feeds[index];
    const planned = plan.tracks[index];
    if (feed === undefined || planned === undefined) return;
    if (feed.pending !== null) {
      append(buffer, index, feed, feed.pending);
      return;
    }
    if (feed.nextOffset !== null && shouldFetchMore(ranges, time)) {
      fetchFor(index, planned, feed, feed.nextOffset);
    }
  }

  function dropAfter(index: number) {
    stopFetching(index + 1);
    plan = { ...plan, tracks: plan.tracks.slice(0, index + 1) };
    feeds = feeds.slice(0, index + 1);
    if (windowed !== null && windowed > index) windowed = null;
    ended = false;
  }

  mediaSource.addEventListener('sourceopen', () => {
    // 'sourceopen' fires again when an append reopens an ended stream: one SourceBuffer only.
    if (closed || sourceBuffer !== null) return;
    try {
      const buffer = mediaSource.addSourceBuffer(MSE_AUDIO_TYPE);
      buffer.mode = 'segments';
      buffer.addEventListener('updateend', pump);
      sourceBuffer = buffer;
    } catch (error) {
      hooks.failed(error);
      return;
    }
    pump();
  });
  element.src = objectUrl;

  return {
    plan: () => plan,
    currentIndex: () => current,
    setCurrentIndex: (index) => {
      current = Math.min(Math.max(index, 0), plan.tracks.length - 1);
    },
    track: (index) => plan.tracks[index],
    queueNext(key, facts) {
      const next = planNextTrack(plan, current, key, facts);
      if (next === 'new-stream') {
        dropAfter(current);
        pump();
        return false;
      }
      dropAfter(current);
      plan = next;
      feeds = [...feeds, newFeed()];
      pump();
      return true;
    },
    dropNext() {
      dropAfter(current);
      pump();
    },
    holdNext(hold) {
      if (held === hold) return;
      held = hold;
      resetFeeds(current + 1);
      pump();
    },
    mediaTime,
    seekTo(target) {
      const track = plan.tracks[current];
      if (track === undefined) return;
      if (sourceBuffer === null || element.readyState < HAVE_METADATA) {
        pendingTime = target;
        return;
      }
      const feed = feeds[current];
      const whole = feed !== undefined && isFed(feed);
      if (seekAction(buffered(), track, target, whole) === 'refetch') {
        resetFeeds(current);
        clearAll = true;
      }
      pendingTime = null;
      element.currentTime = target;
      pump();
    },
    metadataLoaded() {
      if (pendingTime === null) return;
      const target = pendingTime;
      pendingTime = null;
      element.currentTime = target;
    },
    pump,
    close() {
      if (closed) return;
      closed = true;
      stopFetching(0);
      element.removeAttribute('src');
      element.load();
      browser.revokeObjectUrl(objectUrl);
    },
  };
}
