/** Pure playlist arithmetic for the player model (spec §4). */

/** The index after `index`, wrapping from the last track to the first. */
export function nextIndex(index: number, length: number): number {
  if (length === 0) return -1;
  return (index + 1) % length;
}

/** The index before `index`, wrapping from the first track to the last. */
export function previousIndex(index: number, length: number): number {
  if (length === 0) return -1;
  return (index - 1 + length) % length;
}

/** Fisher–Yates on a copy; `random` returns [0, 1) like Math.random. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * Shuffling randomises the original list and keeps the current track: it is played first, the
 * rest follow in random order, so nothing is repeated before everything was heard.
 */
export function shuffleAround<T extends { id: string }>(
  original: readonly T[],
  current: T | null,
  random: () => number = Math.random,
): T[] {
  if (current === null) return shuffled(original, random);
  return [
    current,
    ...shuffled(
      original.filter((track) => track.id !== current.id),
      random,
    ),
  ];
}

/** Clamps a volume to 0–1 in steps of `step` (0.01). */
export function clampVolume(volume: number, step: number): number {
  if (!Number.isFinite(volume)) return 0;
  const clamped = Math.min(1, Math.max(0, volume));
  const decimals = Math.max(0, Math.ceil(-Math.log10(step)));
  return Number((Math.round(clamped / step) * step).toFixed(decimals));
}
