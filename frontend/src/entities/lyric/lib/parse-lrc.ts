/** One timed line of synced lyrics; empty text is an instrumental gap. */
export interface LyricLine {
  /** Seconds from the start of the track. */
  time: number;
  text: string;
}

/** `[mm:ss]`, `[m:ss.x]`, `[mm:ss.xx]`, `[mm:ss.xxx]`, and `[mm:ss:xx]` as some tools write it. */
const TIME_TAG = /^\[(\d{1,3}):(\d{1,2})(?:[.:](\d{1,3}))?\]/;
/** The spec's bare `mm:ss.xx text` form, only at the very start of a line. */
const BARE_TIME = /^(\d{1,3}):(\d{2})(?:\.(\d{1,3}))?(?=\s|$)/;
/** `[ar:…]`, `[ti:…]`, `[length:…]`, `[offset:…]` and other `[key:value]` headers. */
const META_TAG = /^\[([a-z#][\w#]*):([^\]]*)\]/i;
/** Word timings of "enhanced" LRC inside a line: `<00:12.34>`. */
const WORD_TIME = /<\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?>/g;
const LINE_BREAK = /\r\n|\r|\n/;

const toSeconds = (minutes: string, seconds: string, fraction = ''): number =>
  Number(minutes) * 60 + Number(seconds) + (fraction === '' ? 0 : Number(`0.${fraction}`));

type Tag =
  | { kind: 'time'; seconds: number; length: number; bracketed: boolean }
  | { kind: 'meta'; key: string; value: string; length: number };

function leadingTag(text: string, bareAllowed: boolean): Tag | null {
  const time = TIME_TAG.exec(text) ?? (bareAllowed ? BARE_TIME.exec(text) : null);
  if (time) {
    const [whole, minutes = '0', seconds = '0', fraction] = time;
    const bracketed = whole.startsWith('[');
    return {
      kind: 'time',
      seconds: toSeconds(minutes, seconds, fraction),
      length: whole.length,
      bracketed,
    };
  }
  const meta = META_TAG.exec(text);
  if (!meta) return null;
  const [whole, key = '', value = ''] = meta;
  return { kind: 'meta', key: key.toLowerCase(), value: value.trim(), length: whole.length };
}

interface ReadLine {
  times: number[];
  text: string;
  offsetMs: number | null;
}

/**
 * The leading tags of a line: its times, any `[offset:…]` (ms), and the text after them. Bare
 * times count only before any bracketed tag: "[00:12.00] 10:30 train" sings "10:30 train".
 */
function readLine(line: string): ReadLine {
  const times: number[] = [];
  let offsetMs: number | null = null;
  let rest = line.trim();
  let bracketed = false;
  for (let tag = leadingTag(rest, true); tag; tag = leadingTag(rest, !bracketed)) {
    if (tag.kind === 'time') {
      times.push(tag.seconds);
      bracketed ||= tag.bracketed;
    } else {
      bracketed = true;
      const value = Number.parseInt(tag.value, 10);
      if (tag.key === 'offset' && Number.isFinite(value)) offsetMs = value;
    }
    rest = rest.slice(tag.length).trimStart();
  }
  return { times, text: rest.replace(WORD_TIME, '').trim(), offsetMs };
}

/**
 * Parses LRC text into lines sorted by time (equal times keep their order). A line with several
 * times is repeated at each; a time with no text is kept as an instrumental gap; headers and
 * lines without a time are skipped. `[offset:+ms]` is applied: a positive offset makes every
 * line come earlier (never before 0).
 */
export function parseLrc(lrc: string): LyricLine[] {
  const raw = lrc.split(LINE_BREAK).map(readLine);
  const offsetMs = raw.reduce<number>((found, line) => line.offsetMs ?? found, 0);
  return raw
    .flatMap(({ times, text }) =>
      times.map((time) => ({ time: Math.max(0, time - offsetMs / 1000), text })),
    )
    .map((line, order) => ({ line, order }))
    .sort((a, b) => a.line.time - b.line.time || a.order - b.order)
    .map(({ line }) => line);
}

/** The lines' words without any tag: what is left to show when the timing is unusable. */
export function stripLrcTags(lrc: string): string {
  return lrc
    .split(LINE_BREAK)
    .map((line) => readLine(line).text)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Index of the line being sung at `seconds` (the last one started), -1 before the first. */
export function activeLineIndex(lines: readonly LyricLine[], seconds: number): number {
  let low = 0;
  let high = lines.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((lines[middle]?.time ?? Infinity) <= seconds) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}
