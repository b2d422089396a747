import {
  ACCEPTED_FORMATS_SENTENCE,
  judgeDetectedType,
  SNIFF_BYTES,
  sniffAudioFormat,
} from './audio-format.js';

/** A file's first bytes: the given signature, padded with zeros to a realistic head. */
const head = (...parts: (string | number[])[]): Uint8Array => {
  const bytes = parts.flatMap((part) =>
    typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part,
  );
  const padded = new Uint8Array(Math.max(bytes.length, 256));
  padded.set(bytes);
  return padded;
};
const u32be = (n: number): number[] => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u32le = (n: number): number[] => u32be(n).reverse();
const syncsafe = (n: number): number[] => [
  (n >> 21) & 127,
  (n >> 14) & 127,
  (n >> 7) & 127,
  n & 127,
];

const HEADS = {
  wav: head('RIFF', u32le(1_000_000), 'WAVEfmt ', u32le(16), [1, 0, 2, 0]),
  aiff: head('FORM', u32be(1_000_000), 'AIFFCOMM'),
  flac: head('fLaC', [0, 0, 0, 34]),
  mp3Frames: head([0xff, 0xfb, 0x90, 0x64]),
  // An ID3 tag far longer than the head (a big cover): the head alone still says MP3.
  mp3WithBigTag: head('ID3', [4, 0, 0], syncsafe(600_000)),
  vorbis: head('OggS', new Array<number>(24).fill(0), '\x01vorbis'),
  opus: head('OggS', new Array<number>(24).fill(0), 'OpusHead'),
  alac: head(u32be(24), 'ftypM4A ', u32be(0), 'M4A mp42'),
  mp4Brand: head(u32be(24), 'ftypisom', u32be(512), 'isomiso2'),
};

describe('sniffAudioFormat', () => {
  test.each([
    ['wav', HEADS.wav, 'wav'],
    ['aiff', HEADS.aiff, 'aiff'],
    ['flac', HEADS.flac, 'flac'],
    ['mp3 frames without a tag', HEADS.mp3Frames, 'mp3'],
    ['mp3 behind a tag longer than the head', HEADS.mp3WithBigTag, 'mp3'],
    ['ogg vorbis', HEADS.vorbis, 'ogg'],
    ['ogg opus', HEADS.opus, 'opus'],
    ['m4a (ALAC or AAC)', HEADS.alac, 'm4a'],
    ['an MP4-branded audio file (probed for its streams later)', HEADS.mp4Brand, 'm4a'],
  ])('takes %s', async (_label, bytes, format) => {
    const verdict = await sniffAudioFormat(bytes, 50_000_000);
    expect(verdict).toMatchObject({ kind: 'audio', format, extension: format });
  });

  test.each([
    ['a PDF', head('%PDF-1.7\n%âãÏÓ\n'), 'This file is a PDF, not audio.'],
    [
      'a PNG',
      head([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], u32be(13), 'IHDR'),
      'This file is a PNG image, not audio.',
    ],
    ['a ZIP', head('PK\x03\x04', [20, 0, 0, 0, 8, 0]), 'This file is a ZIP archive, not audio.'],
    [
      'WavPack',
      head('wvpk', u32le(1000), [0x10, 0x04]),
      'This file is WavPack audio, which Encore does not take.',
    ],
    [
      'plain text',
      head('Track list:\n1. Night drive\n'),
      'This file is not audio Encore recognises.',
    ],
  ])('refuses %s, saying what it is and what to upload', async (_label, bytes, opening) => {
    const verdict = await sniffAudioFormat(bytes);
    expect(verdict.kind).toBe('refused');
    if (verdict.kind !== 'refused') return;
    expect(verdict.reason).toBe(`${opening} ${ACCEPTED_FORMATS_SENTENCE}`);
  });

  test('refuses an empty file as empty', async () => {
    const verdict = await sniffAudioFormat(new Uint8Array(0));
    expect(verdict).toEqual({
      kind: 'refused',
      reason: `This file is empty. ${ACCEPTED_FORMATS_SENTENCE}`,
      detected: null,
    });
  });

  test('reads no further than the first SNIFF_BYTES', async () => {
    // A WAV head followed by a PDF signature beyond the sniffed bytes is still a WAV.
    const bytes = new Uint8Array(SNIFF_BYTES + 16);
    bytes.set(HEADS.wav);
    bytes.set(Buffer.from('%PDF-1.7'), SNIFF_BYTES);
    expect(await sniffAudioFormat(bytes)).toMatchObject({ kind: 'audio', format: 'wav' });
  });
});

describe('judgeDetectedType', () => {
  test('names images, videos and fonts it has no word for by their kind', () => {
    const reasonOf = (ext: string, mime: string) => {
      const verdict = judgeDetectedType({ ext, mime }, 10);
      return verdict.kind === 'refused' ? verdict.reason.split('.')[0] : null;
    };
    expect(reasonOf('ico', 'image/x-icon')).toBe('This file is an image (ICO), not audio');
    expect(reasonOf('f4v', 'video/mp4')).toBe('This file is a video (F4V), not audio');
    expect(reasonOf('woff2', 'font/woff2')).toBe('This file is a font (WOFF2), not audio');
    expect(reasonOf('parquet', 'application/vnd.apache.parquet')).toBe(
      'This file is a PARQUET file, not audio',
    );
  });

  test('calls audio it does not take audio, by the name people know', () => {
    const verdict = judgeDetectedType({ ext: 'dsf', mime: 'audio/x-dsf' }, 10);
    expect(verdict).toMatchObject({ kind: 'refused', detected: 'dsf' });
    expect(verdict.kind === 'refused' && verdict.reason).toMatch(/^This file is DSD \(DSF\) audio/);
  });
});
