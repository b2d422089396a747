/** `[mm:ss]`, `[mm:ss.xx]`, `[mm:ss.xxx]` (and `[mm:ss:xx]`, as some tools write it). */
const TIME_TAG = /^\[(\d{1,3}):(\d{2})(?:[.:]\d{1,3})?\]/;
/** `[ar:…]`, `[ti:…]`, `[offset:…]` and other `[key:value]` headers. */
const HEADER = /^\[[A-Za-z#][\w#]*:[^\]]*\]\s*$/;
const LINE_BREAK = /\r\n|\r|\n/;

/**
 * Why `lrc` is not synced lyrics the player can follow, in words for the person who wrote it, or
 * null when it is: every line that is not blank starts with one or more time tags (`[01:02.50]`,
 * seconds below 60) or is a `[key:value]` header, and at least one line is timed.
 */
export function syncedLyricsProblem(lrc: string): string | null {
  let timed = 0;
  const lines = lrc.split(LINE_BREAK);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '' || HEADER.test(line)) continue;
    let rest = line;
    let tags = 0;
    for (let tag = TIME_TAG.exec(rest); tag; tag = TIME_TAG.exec(rest)) {
      if (Number(tag[2]) >= 60) {
        return `Line ${index + 1}: "${tag[0]}" is not a time (seconds go up to 59).`;
      }
      tags++;
      rest = rest.slice(tag[0].length).trimStart();
    }
    if (tags === 0) {
      return `Line ${index + 1} has no time: synced lyrics start each line with one, like [01:02.50].`;
    }
    timed++;
  }
  return timed === 0
    ? 'Synced lyrics need at least one timed line, like [00:12.00] First line.'
    : null;
}
