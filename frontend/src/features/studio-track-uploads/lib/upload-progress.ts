// The maths behind an upload's line: how far it is, how fast it goes, how long is left. Pure, so
// it is tested without a network; the model feeds it the uploader's progress reports.

/** One report from the uploader: bytes sent by a moment (ms since the epoch). */
export interface ProgressSample {
  at: number;
  bytes: number;
}

/** The upload's speed, smoothed over reports, and the report it was last measured from. */
export interface Throughput {
  bytesPerSecond: number | null;
  last: ProgressSample | null;
}

export const NO_THROUGHPUT: Throughput = { bytesPerSecond: null, last: null };

/** Reports closer together than this are not measured (a burst of tiny XHR events is noise). */
export const MIN_MEASURE_INTERVAL_MS = 500;
/** Weight of the newest measure in the moving average: steady, yet quick to follow a change. */
const SMOOTHING = 0.3;

/** The throughput after another report: an exponential moving average of the measured rates. */
export function nextThroughput(previous: Throughput, sample: ProgressSample): Throughput {
  const { last } = previous;
  // The first report, or an upload that started over (a new upload for the same file).
  if (last === null || sample.bytes < last.bytes) return { bytesPerSecond: null, last: sample };
  const elapsedMs = sample.at - last.at;
  if (elapsedMs < MIN_MEASURE_INTERVAL_MS) return previous;
  const rate = ((sample.bytes - last.bytes) * 1000) / elapsedMs;
  const smoothed =
    previous.bytesPerSecond === null
      ? rate
      : previous.bytesPerSecond + SMOOTHING * (rate - previous.bytesPerSecond);
  return { bytesPerSecond: smoothed, last: sample };
}

/** Whole percent sent, never 100 before the last byte (a rounded 99.6 % is not done). */
export function percentSent(bytesSent: number, bytesTotal: number): number {
  if (bytesTotal <= 0) return 0;
  if (bytesSent >= bytesTotal) return 100;
  return Math.min(99, Math.floor((bytesSent / bytesTotal) * 100));
}

/** Seconds until the last byte at the current speed; null while the speed is unknown or nil. */
export function secondsLeft(
  bytesSent: number,
  bytesTotal: number,
  bytesPerSecond: number | null,
): number | null {
  if (bytesPerSecond === null || bytesPerSecond <= 0) return null;
  return Math.max(0, (bytesTotal - bytesSent) / bytesPerSecond);
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** "812 KB", "48.2 MB", "1.35 GB": binary multiples, as the server's size limit counts them. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${UNITS[unit] ?? 'B'}`;
}

export const formatSpeed = (bytesPerSecond: number): string => `${formatBytes(bytesPerSecond)}/s`;

/** "a few seconds left", "about 40 s left", "about 3 min left", "about 1 h 20 min left". */
export function formatTimeLeft(seconds: number): string {
  if (seconds < 5) return 'a few seconds left';
  if (seconds < 60) return `about ${Math.round(seconds / 5) * 5} s left`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `about ${hours} h left` : `about ${hours} h ${rest} min left`;
}

export interface UploadFigures {
  bytesSent: number;
  bytesTotal: number;
  bytesPerSecond: number | null;
  paused: boolean;
}

/** The line under an upload's bar: "12.0 MB of 48.2 MB · 1.20 MB/s · about 30 s left". */
export function uploadFiguresText({
  bytesSent,
  bytesTotal,
  bytesPerSecond,
  paused,
}: UploadFigures): string {
  const amount = `${formatBytes(bytesSent)} of ${formatBytes(bytesTotal)}`;
  if (paused) return `${amount} · paused`;
  const left = secondsLeft(bytesSent, bytesTotal, bytesPerSecond);
  if (bytesPerSecond === null || left === null) return `${amount} · measuring speed…`;
  return `${amount} · ${formatSpeed(bytesPerSecond)} · ${formatTimeLeft(left)}`;
}
