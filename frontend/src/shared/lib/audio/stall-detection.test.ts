import {
  initialStallTracker,
  type MediaSample,
  STALL_AFTER_MS,
  type StallTracker,
  trackStall,
} from './stall-detection';

const MEDIA_ERR_NETWORK = 2;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

/** Playing normally at 10 s with plenty buffered. */
const playing: MediaSample = {
  shouldPlay: true,
  currentTime: 10,
  readyState: 4,
  paused: false,
  bufferedAhead: 20,
  errorCode: null,
};
/** Playing, stuck at 10 s, nothing buffered ahead, the element waiting for data. */
const starving: MediaSample = { ...playing, readyState: 2, bufferedAhead: 0 };

const stuckSince = (at: number, reported = false): StallTracker => ({
  lastTime: 10,
  lastProgressAt: at,
  reported,
});
const LATE = STALL_AFTER_MS + 1;

describe('trackStall', () => {
  test.each<[string, StallTracker, MediaSample, number, boolean]>([
    ['starving for longer than the threshold', stuckSince(0), starving, LATE, true],
    ['starving, but not for long yet', stuckSince(0), starving, STALL_AFTER_MS, false],
    ['HAVE_METADATA only, starving', stuckSince(0), { ...starving, readyState: 1 }, LATE, true],
    ['playhead moving', stuckSince(0), { ...starving, currentTime: 10.25 }, LATE, false],
    ['data ahead (HAVE_FUTURE_DATA)', stuckSince(0), { ...starving, readyState: 3 }, LATE, false],
    ['still loading (HAVE_NOTHING)', stuckSince(0), { ...starving, readyState: 0 }, LATE, false],
    ['paused by the listener', stuckSince(0), { ...starving, shouldPlay: false }, LATE, false],
    [
      'element paused (play still pending)',
      stuckSince(0),
      { ...starving, paused: true },
      LATE,
      false,
    ],
    ['audio buffered ahead', stuckSince(0), { ...starving, bufferedAhead: 3 }, LATE, false],
    ['already reported this episode', stuckSince(0, true), starving, LATE * 3, false],
    [
      'network error after metadata (expired address)',
      stuckSince(0),
      { ...playing, errorCode: MEDIA_ERR_NETWORK },
      1,
      true,
    ],
    [
      'error while what was buffered still plays',
      stuckSince(0),
      { ...playing, currentTime: 11, errorCode: MEDIA_ERR_NETWORK },
      1,
      true,
    ],
    [
      'error before any data (a load error)',
      stuckSince(0),
      { ...starving, readyState: 0, errorCode: MEDIA_ERR_SRC_NOT_SUPPORTED },
      LATE,
      false,
    ],
    [
      'error while paused waits for play',
      stuckSince(0),
      { ...playing, shouldPlay: false, errorCode: MEDIA_ERR_NETWORK },
      1,
      false,
    ],
    [
      'error already reported',
      stuckSince(0, true),
      { ...playing, errorCode: MEDIA_ERR_NETWORK },
      1,
      false,
    ],
  ])('%s → stalled %s', (_case, tracker, sample, now, expected) => {
    expect(trackStall(tracker, sample, now).stalled).toBe(expected);
  });

  test('reports once per episode, and again after the playhead moved', () => {
    let tracker = initialStallTracker(0);
    const reports: number[] = [];
    const feed = (sample: MediaSample, now: number) => {
      const decision = trackStall(tracker, sample, now);
      tracker = decision.tracker;
      if (decision.stalled) reports.push(now);
    };

    feed(playing, 0);
    for (let now = 250; now <= 12_000; now += 250) feed(starving, now);
    feed({ ...playing, currentTime: 10.5 }, 12_250); // recovered
    for (let now = 12_500; now <= 20_000; now += 250) {
      feed({ ...starving, currentTime: 10.5 }, now);
    }

    expect(reports).toEqual([4250, 16_500]);
  });

  test('time spent paused does not count towards a stall', () => {
    let tracker = initialStallTracker(0);
    tracker = trackStall(tracker, { ...starving, shouldPlay: false }, 60_000).tracker;
    expect(trackStall(tracker, starving, 61_000).stalled).toBe(false);
    expect(trackStall(tracker, starving, 60_000 + LATE).stalled).toBe(true);
  });
});
