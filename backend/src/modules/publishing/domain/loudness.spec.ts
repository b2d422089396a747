import {
  albumGain,
  type AlbumTrackLoudness,
  gainFor,
  MAX_TRUE_PEAK_DBTP,
  parseEbur128Summary,
  TARGET_LUFS,
  trackLoudness,
} from './loudness.js';

/** A deterministic stream of numbers in [0, 1) (mulberry32), for many varied inputs. */
function numbers(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A track as ebur128 could measure one: −40…−4 LUFS, its true peak 1–20 dB above that, ≤ +3. */
function randomTrack(next: () => number): AlbumTrackLoudness {
  const integratedLufs = -40 + 36 * next();
  return {
    durationS: 5 + 600 * next(),
    integratedLufs,
    truePeakDbtp: Math.min(3, integratedLufs + 1 + 19 * next()),
  };
}

/** Float noise of the sums, far below any audible or measurable step. */
const EPSILON_DB = 1e-6;

/** ffmpeg 5.1's ebur128 summary, as it ends a run's stderr. */
const summary = (i: string, lra: string, peak: string): string => `
[Parsed_ebur128_2 @ 0x55d0c1a3c2c0] Summary:

  Integrated loudness:
    I:         ${i} LUFS
    Threshold: -33.4 LUFS

  Loudness range:
    LRA:        ${lra} LU
    Threshold: -43.5 LUFS
    LRA low:   -30.1 LUFS
    LRA high:  -18.1 LUFS

  True peak:
    Peak:       ${peak} dBFS
[out#0/mp4 @ 0x55d0c1a1b4c0] video:0kB audio:9416kB`;

describe('parseEbur128Summary', () => {
  test('reads integrated loudness, loudness range and true peak', () => {
    expect(parseEbur128Summary(`frame lines…\n${summary('-23.4', '12.0', '-12.0')}`)).toEqual({
      integratedLufs: -23.4,
      rangeLu: 12,
      truePeakDbtp: -12,
    });
  });

  test('reads digital silence (-70 LUFS, a peak of -inf) as no peak', () => {
    expect(parseEbur128Summary(summary('-70.0', '0.0', '-inf'))).toEqual({
      integratedLufs: -70,
      rangeLu: 0,
      truePeakDbtp: null,
    });
  });

  test('reads the last summary, and nothing from output without one', () => {
    const two = `${summary('-30.0', '1.0', '-20.0')}\n${summary('-9.5', '3.2', '0.4')}`;
    expect(parseEbur128Summary(two)?.integratedLufs).toBe(-9.5);
    expect(parseEbur128Summary('Error while decoding stream #0:0')).toBeNull();
    expect(parseEbur128Summary('Summary:\n  I: -12 LUFS\n')).toBeNull();
  });
});

describe('gainFor', () => {
  test('brings a quiet master up to -14 LUFS when its peak allows', () => {
    expect(gainFor(-23.4, -12)).toBe(9.4);
  });

  test('limits the boost so the true peak stays at -1 dBTP', () => {
    expect(gainFor(-20, -3)).toBe(2);
  });

  test('brings a loud master down', () => {
    expect(gainFor(-8.25, 0.4)).toBe(-5.75);
    // Already over the peak ceiling: the peak limit cuts deeper than the loudness target.
    expect(gainFor(-14.5, 1.2)).toBe(-2.2);
  });

  test('rounds down to the hundredth, so rounding never lifts the peak past the ceiling', () => {
    // −1 − (−3.004) = 2.004 would round to 2.00 either way; −1 − (−3.006) = 2.006 must not be 2.01.
    expect(gainFor(-30, -3.006)).toBe(2);
    expect(gainFor(-30, -3.004)).toBe(2);
  });

  test('never lets a track clip, nor boosts it past −14 LUFS, over thousands of measures', () => {
    const next = numbers(26);
    for (let i = 0; i < 5000; i += 1) {
      const track = randomTrack(next);
      const gain = gainFor(track.integratedLufs, track.truePeakDbtp);
      expect(gain + (track.truePeakDbtp ?? 0)).toBeLessThanOrEqual(MAX_TRUE_PEAK_DBTP + EPSILON_DB);
      expect(track.integratedLufs + gain).toBeLessThanOrEqual(TARGET_LUFS + EPSILON_DB);
    }
  });

  test('never boosts silence', () => {
    expect(gainFor(-70, null)).toBe(0);
    expect(trackLoudness({ integratedLufs: -70, truePeakDbtp: null, rangeLu: 0 }).trackGainDb).toBe(
      0,
    );
  });
});

describe('albumGain', () => {
  test('is the power mean of the tracks, weighted by duration', () => {
    // 300 s at -10 LUFS and 60 s at -30 LUFS: 10·log10((300·0.1 + 60·0.001) / 360) = -10.78 LUFS.
    const gain = albumGain([
      { durationS: 300, integratedLufs: -10, truePeakDbtp: -6 },
      { durationS: 60, integratedLufs: -30, truePeakDbtp: -20 },
    ]);
    expect(gain).toBe(-3.22);
  });

  test('is limited by the loudest true peak of any track', () => {
    const gain = albumGain([
      { durationS: 200, integratedLufs: -20, truePeakDbtp: -8 },
      { durationS: 200, integratedLufs: -22, truePeakDbtp: -2.5 },
    ]);
    expect(gain).toBe(1.5);
  });

  test('leaves silent tracks out, and is 0 for an all-silent album and null for none', () => {
    const withSilence = albumGain([
      { durationS: 180, integratedLufs: -20, truePeakDbtp: -10 },
      { durationS: 30, integratedLufs: -70, truePeakDbtp: null },
    ]);
    expect(withSilence).toBe(6);
    expect(albumGain([{ durationS: 30, integratedLufs: -70, truePeakDbtp: null }])).toBe(0);
    expect(albumGain([])).toBeNull();
  });
});

describe('albumGain: the player never clips in album mode', () => {
  test('one gain keeps every track of any album under the true-peak ceiling', () => {
    const next = numbers(48);
    for (let album = 0; album < 1000; album += 1) {
      const tracks = Array.from({ length: 1 + Math.floor(next() * 12) }, () => randomTrack(next));
      const gain = albumGain(tracks) ?? Number.NaN;
      for (const track of tracks) {
        expect(gain + (track.truePeakDbtp ?? 0)).toBeLessThanOrEqual(
          MAX_TRUE_PEAK_DBTP + EPSILON_DB,
        );
      }
    }
  });

  test('keeps a quiet interlude quiet: the album gain, unlike track gains, keeps the gap', () => {
    const loud = { durationS: 240, integratedLufs: -9, truePeakDbtp: -1.5 };
    const interlude = { durationS: 45, integratedLufs: -27, truePeakDbtp: -15 };
    const gain = albumGain([loud, loud, interlude, loud]) ?? Number.NaN;
    // Played with the album gain the interlude stays 18 LU under its neighbours …
    expect(loud.integratedLufs + gain - (interlude.integratedLufs + gain)).toBe(18);
    // … and the album sits near −14 LUFS (its loud tracks dominate its loudness).
    expect(gain).toBeLessThan(0);
    expect(loud.integratedLufs + gain).toBeCloseTo(-14, 0);
    // Track gains would lift the interlude to the loud tracks' level instead.
    const trackGains = [loud, interlude].map((t) => gainFor(t.integratedLufs, t.truePeakDbtp));
    expect(interlude.integratedLufs + (trackGains[1] ?? 0)).toBe(-14);
  });
});
