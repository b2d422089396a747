/** One timed line of an LRC lyric. */
export interface LrcLine {
  timeS: number;
  text: string;
}

/** Vocals start after a short intro and the last line leaves room to be sung before the end. */
const INTRO_SHARE = 0.08;
const LAST_LINE_SHARE = 0.88;
/** A gap between stanzas lasts as long as this many sung lines. */
const STANZA_GAP_LINES = 1.5;

/**
 * Spreads the lines of `text` (stanzas separated by blank lines) over a track of `durationS`
 * seconds and returns LRC text, one `[mm:ss.xx] line` per line.
 */
export function toLrc(text: string, durationS: number): string {
  const stanzas = text
    .trim()
    .split(/\n\s*\n/)
    .map((stanza) =>
      stanza
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
  const positions: { line: string; at: number }[] = [];
  let at = 0;
  for (const [index, lines] of stanzas.entries()) {
    if (index > 0) at += STANZA_GAP_LINES;
    for (const line of lines) {
      positions.push({ line, at });
      at += 1;
    }
  }
  const lastAt = positions.at(-1)?.at ?? 0;
  const start = Math.min(Math.max(durationS * INTRO_SHARE, 2), 12);
  const step = lastAt === 0 ? 0 : (durationS * LAST_LINE_SHARE - start) / lastAt;
  return positions
    .map(({ line, at: slot }) => `[${formatLrcTime(start + slot * step)}] ${line}`)
    .join('\n');
}

export function formatLrcTime(seconds: number): string {
  const centis = Math.round(seconds * 100);
  const minutes = Math.floor(centis / 6000);
  const rest = centis % 6000;
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${pad(minutes)}:${pad(Math.floor(rest / 100))}.${pad(rest % 100)}`;
}

const LRC_LINE = /^\[(\d{2}):([0-5]\d)\.(\d{2})\] (.+)$/;

/** Parses `[mm:ss.xx] text` lines; throws on the first line that is not in that form. */
export function parseLrc(lrc: string): LrcLine[] {
  return lrc.split('\n').map((raw, index) => {
    const match = LRC_LINE.exec(raw);
    if (match === null) throw new Error(`LRC line ${index + 1} is malformed: "${raw}"`);
    const [, minutes = '0', seconds = '0', centis = '0', text = ''] = match;
    return { timeS: Number(minutes) * 60 + Number(seconds) + Number(centis) / 100, text };
  });
}
