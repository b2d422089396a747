import { LYRICS_FILE_MAX_BYTES } from '../config/limits';
import { formatCount } from '@/shared/lib/format';

/** What a chosen file gave: its text (line breaks as \n), or why it cannot be used. */
export type LyricsFileReading = { ok: true; text: string } | { ok: false; problem: string };

const ABOUT_LRC =
  'An .lrc file is plain text with a time on each line, like [00:12.50] First line.';

/** Control characters a text file never holds (tab, line and page breaks excepted). */
// eslint-disable-next-line no-control-regex -- finding them is the point
const BINARY = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/** Why a file is not even read (too large to be a song's lyrics), or null. */
export function lyricsFileSizeProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return `“${file.name}” is empty. ${ABOUT_LRC}`;
  if (file.size <= LYRICS_FILE_MAX_BYTES) return null;
  const kilobytes = formatCount(Math.round(file.size / 1024));
  return `“${file.name}” is ${kilobytes} KB: too large to be the lyrics of one song. ${ABOUT_LRC}`;
}

function decode(bytes: Uint8Array): string | null {
  const [first, second] = bytes;
  // Some lyrics editors on Windows save UTF-16 with a byte order mark.
  const encoding =
    first === 0xff && second === 0xfe
      ? 'utf-16le'
      : first === 0xfe && second === 0xff
        ? 'utf-16be'
        : 'utf-8';
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    // Older files are often Windows-1252; the check for binary below still refuses an image.
    return encoding === 'utf-8' ? new TextDecoder('windows-1252').decode(bytes) : null;
  }
}

/**
 * A chosen file's bytes as lyrics text: UTF-8, UTF-16 with its mark, or Windows-1252, line
 * breaks made \n. A file holding what text never does (an image, a PDF, audio) is refused.
 */
export function lyricsFileText(name: string, bytes: Uint8Array): LyricsFileReading {
  const text = decode(bytes);
  if (text === null || BINARY.test(text)) {
    return { ok: false, problem: `“${name}” is not a text file. ${ABOUT_LRC}` };
  }
  return { ok: true, text: text.replace(/\r\n?/g, '\n') };
}

/** The file's bytes, read in the browser (nothing is sent anywhere). */
export function readFileBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = reader.result;
      // An ArrayBuffer, as asked (checked by kind: a test's window is another realm).
      if (result === null || typeof result === 'string') reject(new Error('Not read as bytes'));
      else resolve(new Uint8Array(result));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('The file could not be read.'));
    };
    reader.readAsArrayBuffer(file);
  });
}

/** A chosen file as lyrics: its size, then its text, judged. */
export async function readLyricsFile(file: File): Promise<LyricsFileReading> {
  const sizeProblem = lyricsFileSizeProblem(file);
  if (sizeProblem !== null) return { ok: false, problem: sizeProblem };
  try {
    return lyricsFileText(file.name, await readFileBytes(file));
  } catch {
    return {
      ok: false,
      problem: `“${file.name}” could not be read. Choose it again, or paste its text instead.`,
    };
  }
}
