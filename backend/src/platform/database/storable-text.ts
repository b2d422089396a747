/**
 * What PostgreSQL cannot store in a text column: NUL (refused outright — one such value fails the
 * whole statement it rides in) and lone UTF-16 surrogates (no UTF-8 form; the driver would turn
 * them into U+FFFD silently).
 */
// eslint-disable-next-line no-control-regex -- NUL is precisely what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text as PostgreSQL can store it: NUL dropped, a lone surrogate replaced by U+FFFD. */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE, (found) => (found === '\u0000' ? '' : '\uFFFD'));
}

/** Whether PostgreSQL can store the text as it is (the request edge refuses what it cannot). */
export const isStorableText = (text: string): boolean =>
  text.isWellFormed() && !text.includes('\u0000');
