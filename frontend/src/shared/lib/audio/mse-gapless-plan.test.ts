import type { GaplessFacts } from './audio-engine';
import {
  aacPaddingSamples,
  appendWindowFor,
  boundariesOf,
  bufferedAhead,
  canFollowGapless,
  EVICTION_MARGIN_SECONDS,
  FETCH_AHEAD_SECONDS,
  gaplessFactsProblem,
  hasTrackEnded,
  KEEP_BEHIND_SECONDS,
  locate,
  mediaTimeOf,
  NEXT_TRACK_LEAD_SECONDS,
  planNextTrack,
  rangesToEvict,
  seekAction,
  shouldFetchMore,
  startPlan,
  type GaplessPlan,
} from './mse-gapless-plan';

/** ffmpeg's AAC: 1024 priming samples, padding to the end of the last 1024-sample frame. */
const facts = (samples: number, sampleRate = 44_100, name = 'x'): GaplessFacts => ({
  url: `/api/media/stream/${name}.m4a?sig=1`,
  sampleRate,
  primingSamples: 1024,
  paddingSamples: aacPaddingSamples(samples, 1024),
  samples,
});

// 30 s, 20 s and an odd length at 44.1 kHz.
const A = facts(1_323_000, 44_100, 'a');
const B = facts(882_000, 44_100, 'b');
const C = facts(441_001, 44_100, 'c');

function threeTracks(): GaplessPlan {
  const ab = planNextTrack(startPlan('a', A), 0, 'b', B);
  if (ab === 'new-stream') throw new Error('a → b should flow');
  const abc = planNextTrack(ab, 1, 'c', C);
  if (abc === 'new-stream') throw new Error('b → c should flow');
  return abc;
}

describe('AAC priming and padding', () => {
  test('padding fills the last frame: 1024 + 1,323,000 samples need 1293 frames, 8 samples over', () => {
    expect(aacPaddingSamples(1_323_000, 1024)).toBe(8);
    expect(aacPaddingSamples(882_000, 1024)).toBe(688);
    expect(aacPaddingSamples(1024 * 10 - 1024, 1024)).toBe(0);
    expect((1024 + 1_323_000 + 8) / 1024).toBe(1293);
  });

  test('facts that do not fill whole frames, or are empty, are refused', () => {
    expect(gaplessFactsProblem(A)).toBeNull();
    expect(gaplessFactsProblem({ ...A, paddingSamples: 9 })).toBe('not whole AAC frames');
    expect(gaplessFactsProblem({ ...A, samples: 0 })).toBe('no samples');
    expect(gaplessFactsProblem({ ...A, sampleRate: 0 })).toBe('bad sample rate');
    expect(gaplessFactsProblem({ ...A, sampleRate: 44_100.5 })).toBe('bad sample rate');
    expect(gaplessFactsProblem({ ...A, primingSamples: -1 })).toBe('bad trim');
    expect(gaplessFactsProblem({ ...A, url: '' })).toBe('no address');
  });
});

describe('append windows and boundaries, to the sample', () => {
  test('the first track: timestamps start 1024 samples early, the window keeps its real samples', () => {
    expect(appendWindowFor(0, A)).toEqual({
      timestampOffset: -1024 / 44_100,
      appendWindowStart: 0,
      appendWindowEnd: 30,
    });
  });

  test('each next track starts on the sample after the previous one ends', () => {
    const plan = threeTracks();
    expect(plan.tracks.map((track) => [track.startSample, track.endSample])).toEqual([
      [0, 1_323_000],
      [1_323_000, 2_205_000],
      [2_205_000, 2_646_001],
    ]);
    expect(plan.tracks.map((track) => track.window)).toEqual([
      { timestampOffset: -1024 / 44_100, appendWindowStart: 0, appendWindowEnd: 30 },
      {
        timestampOffset: (1_323_000 - 1024) / 44_100,
        appendWindowStart: 30,
        appendWindowEnd: 50,
      },
      {
        timestampOffset: (2_205_000 - 1024) / 44_100,
        appendWindowStart: 50,
        appendWindowEnd: 2_646_001 / 44_100,
      },
    ]);
    expect(boundariesOf(plan)).toEqual([0, 30, 50]);
    // Each window ends exactly where the next begins: no gap, no overlap.
    for (const [index, track] of plan.tracks.slice(1).entries()) {
      expect(track.window.appendWindowStart).toBe(plan.tracks[index]?.window.appendWindowEnd);
    }
  });

  test('a hundred boundaries later the timeline has not drifted by a sample', () => {
    let plan = startPlan('t0', C);
    for (let index = 1; index <= 100; index += 1) {
      const next = planNextTrack(plan, index - 1, `t${index}`, C);
      if (next === 'new-stream') throw new Error('same rate must flow');
      plan = next;
    }
    const last = plan.tracks[100];
    expect(last?.startSample).toBe(100 * 441_001);
    expect(last?.start).toBe((100 * 441_001) / 44_100);
    expect(last?.window.timestampOffset).toBe((100 * 441_001 - 1024) / 44_100);
  });

  test('another sample rate cannot follow: the plan says a new stream starts there', () => {
    const at48k = facts(1_440_000, 48_000, 'd');
    expect(canFollowGapless(A, at48k)).toBe(false);
    expect(planNextTrack(startPlan('a', A), 0, 'd', at48k)).toBe('new-stream');
    expect(planNextTrack(startPlan('a', A), 0, 'bad', { ...B, paddingSamples: 1 })).toBe(
      'new-stream',
    );
  });

  test('queueing after a track replaces whatever was planned after it (the queue changed)', () => {
    const plan = threeTracks();
    const replaced = planNextTrack(plan, 0, 'c', C);
    if (replaced === 'new-stream') throw new Error('a → c should flow');
    expect(replaced.tracks.map((track) => [track.key, track.startSample])).toEqual([
      ['a', 0],
      ['c', 1_323_000],
    ]);
  });
});

describe('where the playhead is', () => {
  test('a media time falls in one track, at a position within it', () => {
    const plan = threeTracks();
    expect(locate(plan, 0)).toEqual({ index: 0, position: 0 });
    expect(locate(plan, 29.5)).toEqual({ index: 0, position: 29.5 });
    expect(locate(plan, 30)).toEqual({ index: 1, position: 0 });
    expect(locate(plan, 42.25)).toEqual({ index: 1, position: 12.25 });
    expect(locate(plan, 99)).toEqual({ index: 2, position: 441_001 / 44_100 });
    expect(locate({ sampleRate: 44_100, tracks: [] }, 3)).toBeNull();
  });

  test('a seek position maps into its track and stays inside it', () => {
    const [, second] = threeTracks().tracks;
    if (second === undefined) throw new Error('no second track');
    expect(mediaTimeOf(second, 5)).toBe(35);
    expect(mediaTimeOf(second, -3)).toBe(30);
    expect(mediaTimeOf(second, 400)).toBe(50);
  });

  test('a track has ended at its last sample, or within one frame of it (a starved element)', () => {
    const [first] = threeTracks().tracks;
    if (first === undefined) throw new Error('no track');
    expect(hasTrackEnded(first, 29.9)).toBe(false);
    expect(hasTrackEnded(first, 30 - 1024 / 44_100)).toBe(true);
    expect(hasTrackEnded(first, 30)).toBe(true);
  });
});

describe('fetching ahead and evicting behind', () => {
  test('fetches while under a minute lies ahead; the next track starts at least 20 s early', () => {
    expect(FETCH_AHEAD_SECONDS).toBeGreaterThan(NEXT_TRACK_LEAD_SECONDS);
    expect(shouldFetchMore([], 0)).toBe(true);
    expect(shouldFetchMore([{ start: 0, end: 59 }], 0)).toBe(true);
    expect(shouldFetchMore([{ start: 0, end: 61 }], 0)).toBe(false);
    // The current track is appended to its boundary at 180 s; 20 s before it, more is fetched.
    expect(shouldFetchMore([{ start: 100, end: 180 }], 180 - NEXT_TRACK_LEAD_SECONDS)).toBe(true);
  });

  test('what lies ahead counts only unbroken audio from the playhead on', () => {
    expect(bufferedAhead([{ start: 0, end: 10 }], 4)).toBe(6);
    expect(bufferedAhead([{ start: 10, end: 20 }], 4)).toBe(0);
    expect(
      bufferedAhead(
        [
          { start: 0, end: 10 },
          { start: 10.01, end: 30 },
        ],
        4,
      ),
    ).toBe(26);
    expect(
      bufferedAhead(
        [
          { start: 0, end: 10 },
          { start: 11, end: 30 },
        ],
        4,
      ),
    ).toBe(6);
  });

  test('evicts audio long behind the playhead and earlier tracks, never right behind it', () => {
    // 200 s into a long first track: everything before 200 − 90 goes.
    expect(rangesToEvict([{ start: 0, end: 260 }], 200, 0, 300)).toEqual([
      { start: 0, end: 200 - KEEP_BEHIND_SECONDS },
    ]);
    // 20 s into the second track (it starts at 30): the first track goes, up to the margin.
    expect(rangesToEvict([{ start: 0, end: 80 }], 50, 30, 100)).toEqual([{ start: 0, end: 30 }]);
    // Just past a boundary: nothing within the margin behind the playhead is touched.
    expect(rangesToEvict([{ start: 0, end: 80 }], 31, 30, 100)).toEqual([
      { start: 0, end: 31 - EVICTION_MARGIN_SECONDS },
    ]);
    // Small removals wait.
    expect(rangesToEvict([{ start: 0, end: 80 }], 12, 10, 100)).toEqual([]);
  });

  test('evicts everything after the last planned track (a next track the queue dropped)', () => {
    expect(rangesToEvict([{ start: 0, end: 45 }], 10, 0, 30)).toEqual([{ start: 30, end: 45 }]);
  });

  test('a full buffer keeps only the margin behind the playhead', () => {
    expect(rangesToEvict([{ start: 0, end: 60 }], 20, 0, 100, true)).toEqual([
      { start: 0, end: 20 - EVICTION_MARGIN_SECONDS },
    ]);
  });

  test('a seek jumps to buffered audio or ahead of the download, refetches evicted audio', () => {
    const [first] = threeTracks().tracks;
    if (first === undefined) throw new Error('no track');
    const evictedHead = [{ start: 12, end: 28 }];
    expect(seekAction(evictedHead, first, 20, true)).toBe('jump');
    expect(seekAction(evictedHead, first, 5, true)).toBe('refetch');
    expect(seekAction(evictedHead, first, 5, false)).toBe('refetch');
    // Not appended yet but on its way: the download reaches it.
    expect(seekAction([{ start: 0, end: 10 }], first, 25, false)).toBe('jump');
    expect(seekAction([], first, 25, false)).toBe('jump');
  });
});
