import { formatCount } from './format-count';

/** Characters as the server counts them: code points, so an emoji is one, not two. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * Why `text` is too long for a field, in the user's words, or null when it fits. `what` names
 * the field as a plural subject ("The synced lyrics").
 */
export function lengthProblem(text: string, what: string, max: number): string | null {
  const count = characterCount(text);
  if (count <= max) return null;
  const over = count - max;
  const remove = `${formatCount(over)} character${over === 1 ? '' : 's'}`;
  return `${what} are ${formatCount(count)} characters long; at most ${formatCount(max)} fit. Remove ${remove}.`;
}
