import type { Loudness } from './track-master.js';

/**
 * Loudness (docs/adr/0042): EBU R128 as ffmpeg's `ebur128` filter measures it, and the gain a
 * player applies to bring a track — or a whole album, keeping its quiet and loud songs as the
 * artist balanced them — to −14 LUFS, never so much that the true peak passes −1 dBTP.
 */
export const TARGET_LUFS = -14;
export const MAX_TRUE_PEAK_DBTP = -1;
/** ebur128's floor: what it reports for digital silence (gated away entirely). */
export const SILENCE_LUFS = -70;

export interface LoudnessMeasure {
  integratedLufs: number;
  /** Null for digital silence (ebur128 says `-inf`). */
  truePeakDbtp: number | null;
  rangeLu: number;
}

/**
 * Down to the 0.01 dB, so rounding never lifts a true peak past the ceiling; the nudge keeps a
 * value that is exact in decimal (9.4 computed as 9.3999…) from losing its last hundredth.
 */
const floor2 = (value: number): number => Math.floor(value * 100 + 1e-6) / 100;

/** A number from ebur128's summary; `-inf` (silence) is null, and garbage is undefined. */
function summaryNumber(summary: string, pattern: RegExp): number | null | undefined {
  const text = pattern.exec(summary)?.[1];
  if (text === undefined) return undefined;
  if (text === '-inf') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Reads the summary ebur128 logs when its input ends (`I: -23.4 LUFS`, `LRA: 12.0 LU`,
 * `Peak: -12.0 dBFS` — with `peak=true` that peak is the true peak). Null when ffmpeg's output
 * holds no complete summary.
 */
export function parseEbur128Summary(stderr: string): LoudnessMeasure | null {
  const at = stderr.lastIndexOf('Summary:');
  if (at === -1) return null;
  const summary = stderr.slice(at);
  const integrated = summaryNumber(summary, /\bI:\s+(-?[\d.]+|-inf) LUFS/);
  const range = summaryNumber(summary, /\bLRA:\s+(-?[\d.]+|-inf) LU\b/);
  const peak = summaryNumber(summary, /\bPeak:\s+(-?[\d.]+|-inf) dBFS/);
  if (integrated === undefined || range === undefined || peak === undefined) return null;
  return {
    integratedLufs: integrated ?? SILENCE_LUFS,
    truePeakDbtp: peak,
    rangeLu: range ?? 0,
  };
}

const isSilent = (integratedLufs: number, truePeakDbtp: number | null): boolean =>
  truePeakDbtp === null || integratedLufs <= SILENCE_LUFS;

/**
 * The gain to −14 LUFS, lowered so the true peak stays at or under −1 dBTP — a player applying it
 * never clips —; none for silence (boosting it would only raise the noise floor). May be negative
 * (loud masters come down). The player's track gain (docs/adr/0048).
 */
export function gainFor(integratedLufs: number, truePeakDbtp: number | null): number {
  if (truePeakDbtp === null || isSilent(integratedLufs, truePeakDbtp)) return 0;
  return floor2(Math.min(TARGET_LUFS - integratedLufs, MAX_TRUE_PEAK_DBTP - truePeakDbtp));
}

/** A track's measure with its gain. */
export function trackLoudness(measure: LoudnessMeasure): Loudness {
  return {
    integratedLufs: measure.integratedLufs,
    truePeakDbtp: measure.truePeakDbtp,
    rangeLu: measure.rangeLu,
    trackGainDb: gainFor(measure.integratedLufs, measure.truePeakDbtp),
  };
}

export interface AlbumTrackLoudness {
  durationS: number;
  integratedLufs: number;
  truePeakDbtp: number | null;
}

/**
 * The player's album gain (docs/adr/0048): one gain for the whole album, so a quiet interlude
 * stays as much quieter than its neighbours as the artist made it. Its loudness is the duration-weighted power mean of its tracks'
 * integrated loudness (a long loud track weighs more than a short quiet interlude, as if the
 * album were measured as one programme), limited by the loudest true peak of any track. Silent
 * tracks add nothing. Null for an album with no ready track; 0 when every track is silent.
 */
export function albumGain(tracks: readonly AlbumTrackLoudness[]): number | null {
  if (tracks.length === 0) return null;
  const audible = tracks.filter(
    (track) => track.durationS > 0 && !isSilent(track.integratedLufs, track.truePeakDbtp),
  );
  const seconds = audible.reduce((sum, track) => sum + track.durationS, 0);
  if (seconds === 0) return 0;
  const power = audible.reduce(
    (sum, track) => sum + track.durationS * 10 ** (track.integratedLufs / 10),
    0,
  );
  const albumLufs = 10 * Math.log10(power / seconds);
  const loudestPeak = Math.max(...audible.map((track) => track.truePeakDbtp ?? -Infinity));
  return gainFor(albumLufs, loudestPeak);
}
