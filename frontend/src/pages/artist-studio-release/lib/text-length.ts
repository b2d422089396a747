/** Characters as the server counts them: code points, so an emoji is one, not two. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

const NUMBER = new Intl.NumberFormat('en-GB');

/** 10000 → "10,000". */
export const formatNumber = (value: number): string => NUMBER.format(value);

/**
 * Why `text` is too long for a field, in the artist's words, or null when it fits. `what` names
 * the field as a plural subject ("The synced lyrics").
 */
export function lengthProblem(text: string, what: string, max: number): string | null {
  const count = characterCount(text);
  if (count <= max) return null;
  const over = count - max;
  const remove = `${formatNumber(over)} character${over === 1 ? '' : 's'}`;
  return `${what} are ${formatNumber(count)} characters long; at most ${formatNumber(max)} fit. Remove ${remove}.`;
}
