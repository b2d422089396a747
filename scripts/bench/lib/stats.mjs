/**
 * Latency statistics shared by the benchmarks (login now; search and streaming later). Plain
 * numbers in, plain numbers out, so each bench decides how to measure and what to print.
 */

/**
 * Nearest-rank percentile of values sorted ascending: the smallest value with at least `p`% of
 * the samples at or below it. Never interpolates, so a reported p95 is a latency that was
 * really observed (and the pessimistic one of the two candidates).
 * @param {readonly number[]} sorted ascending
 * @param {number} p 0-100
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * @param {readonly number[]} values any order; not modified
 * @returns {{ count: number, min: number, mean: number, p50: number, p95: number, p99: number, max: number }}
 */
export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const count = sorted.length;
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    count,
    min: count === 0 ? Number.NaN : sorted[0],
    mean: count === 0 ? Number.NaN : sum / count,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: count === 0 ? Number.NaN : sorted[count - 1],
  };
}

/** `12.3 ms`, or `n/a` when there were no samples. */
export function formatMs(ms) {
  return Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : 'n/a';
}

/** One line: `p50 12.3 ms  p95 40.1 ms  p99 55.0 ms  max 80.2 ms`. */
export function formatLatencies(summary) {
  return ['p50', 'p95', 'p99', 'max'].map((key) => `${key} ${formatMs(summary[key])}`).join('  ');
}

/** `200×598 429×2`: what the server answered, network errors as `error`. */
export function formatCounts(counts) {
  return [...counts.entries()]
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([key, n]) => `${key}×${n}`)
    .join(' ');
}
