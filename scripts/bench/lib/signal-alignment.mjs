/**
 * Where a recording sits in the signal it plays, for the gapless benchmark: the lag `L` that best
 * matches `recording[i]` with `reference[i + L]` over a window (normalised cross-correlation, so the
 * player's volume does not matter). A boundary that inserts `n` samples of silence moves the lag
 * after it by −n; one that drops samples moves it by +n.
 */

/**
 * The best lag in [from, to] for `recording[start, start + length)`, and how well it matches (1:
 * the same waveform up to a gain).
 */
export function bestLag(recording, start, length, reference, from, to) {
  let energy = 0;
  for (let i = 0; i < length; i++) energy += recording[start + i] ** 2;
  let best = { lag: from, correlation: -Infinity };
  for (let lag = Math.max(from, -start); lag <= to; lag++) {
    const offset = start + lag;
    if (offset + length > reference.length) break;
    let dot = 0;
    let refEnergy = 0;
    for (let i = 0; i < length; i++) {
      const r = reference[offset + i];
      dot += recording[start + i] * r;
      refEnergy += r * r;
    }
    const correlation = dot / Math.sqrt(energy * refEnergy || 1);
    if (correlation > best.correlation) best = { lag, correlation };
  }
  return best;
}

/**
 * The samples a boundary inserted (positive) or dropped (negative) in `recording`, which holds
 * `reference[boundary]` about `secondsBefore` seconds in: its lag before the boundary against its
 * lag after it. Null when the recording does not match the signal (another track played).
 */
export function boundaryShift(recording, reference, boundary, rate, secondsBefore) {
  const window = Math.round(rate * 0.064);
  const guess = boundary - Math.round(secondsBefore * rate);
  const before = bestLag(
    recording,
    Math.round(rate * 0.25),
    window,
    reference,
    guess - rate,
    guess + rate,
  );
  const boundaryInRecording = boundary - before.lag;
  const afterStart = boundaryInRecording + Math.round(rate * 0.5);
  if (afterStart + window > recording.length) return null;
  const after = bestLag(
    recording,
    afterStart,
    window,
    reference,
    before.lag - Math.round(rate * 0.25),
    before.lag + Math.round(rate * 0.25),
  );
  if (before.correlation < 0.9 || after.correlation < 0.9) return null;
  return {
    inserted: before.lag - after.lag,
    correlation: Math.min(before.correlation, after.correlation),
    boundaryInRecording,
  };
}
