import { lyricsFileSizeProblem, lyricsFileText, readLyricsFile } from './lyrics-file';

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('lyricsFileText', () => {
  test('UTF-8, with or without a byte order mark, line breaks made \\n', () => {
    expect(lyricsFileText('a.lrc', utf8('[00:01.00] Café\r\n[00:02.00] Two'))).toEqual({
      ok: true,
      text: '[00:01.00] Café\n[00:02.00] Two',
    });
    expect(lyricsFileText('a.lrc', bytes(0xef, 0xbb, 0xbf, ...utf8('[00:01.00] x')))).toEqual({
      ok: true,
      text: '[00:01.00] x',
    });
  });

  test('UTF-16 with its mark, as some Windows editors save', () => {
    const text = '[00:01.00] Ünder';
    const units = Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
    const le = [0xff, 0xfe, ...units.flatMap((unit) => [unit & 0xff, unit >> 8])];
    expect(lyricsFileText('a.lrc', bytes(...le))).toEqual({ ok: true, text });
  });

  test('an older Windows-1252 file still reads', () => {
    // "Café" with é as 0xE9 (not valid UTF-8).
    expect(lyricsFileText('a.lrc', bytes(...utf8('[00:01.00] Caf'), 0xe9))).toEqual({
      ok: true,
      text: '[00:01.00] Café',
    });
  });

  test('a file that is not text (an image, a PDF) is refused by name', () => {
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d);
    expect(lyricsFileText('cover.png', png)).toEqual({
      ok: false,
      problem:
        '“cover.png” is not a text file. An .lrc file is plain text with a time on each line, like [00:12.50] First line.',
    });
  });
});

describe('lyricsFileSizeProblem', () => {
  test('an empty file, and one too large to be one song’s lyrics, are not read', () => {
    expect(lyricsFileSizeProblem({ name: 'a.lrc', size: 0 })).toMatch(/^“a\.lrc” is empty\./);
    expect(lyricsFileSizeProblem({ name: 'song.wav', size: 5 * 1024 * 1024 })).toMatch(
      /^“song\.wav” is 5,120 KB: too large to be the lyrics of one song\./,
    );
    expect(lyricsFileSizeProblem({ name: 'a.lrc', size: 40_000 })).toBeNull();
  });
});

test('readLyricsFile reads a chosen file in the browser', async () => {
  const file = new File(['[00:01.00] One\r\n[00:02.00] Two'], 'song.lrc', { type: '' });
  await expect(readLyricsFile(file)).resolves.toEqual({
    ok: true,
    text: '[00:01.00] One\n[00:02.00] Two',
  });
  const image = new File([bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10)], 'photo.jpg');
  await expect(readLyricsFile(image)).resolves.toMatchObject({ ok: false });
});
