import { aacPackagingArgs, masterPassArgs, previewPassArgs } from './ffmpeg-args.js';

const files = {
  input: '/w/master',
  streamAac: '/w/stream.m4a',
  streamMp3: '/w/stream.mp3',
  previewAac: '/w/preview.m4a',
  previewMp3: '/w/preview.mp3',
  flac: '/w/master.flac',
};
const preview = { startS: 80, durationS: 30, fadeInS: 1, fadeOutS: 2 };

/** The value after `flag` (the first one, or the one after the given output's `-map`). */
const after = (args: string[], flag: string, from = 0): string | undefined =>
  args[args.indexOf(flag, from) + 1];

describe('masterPassArgs', () => {
  const args = masterPassArgs({
    files,
    master: { sampleRate: 96_000, channels: 6, bitDepth: 24 },
    shape: { sampleRate: 48_000, channels: 2, lossless: true },
    preview,
    maxSeconds: 5401,
  });

  test('decodes once and splits: FLAC untouched, the rest resampled and mixed down', () => {
    expect(after(args, '-filter_complex')?.split(';')).toEqual([
      '[0:a]asplit=2[flac][rest]',
      '[rest]aresample=48000,aformat=channel_layouts=stereo,asplit=4[s1][s2][pv][an]',
      '[pv]atrim=start=80.000:duration=30.000,asetpts=PTS-STARTPTS,afade=t=in:st=0:d=1.000,afade=t=out:st=28.000:d=2.000,asplit=2[p1][p2]',
      '[an]asplit=2[loud][tap]',
      '[loud]ebur128=peak=true,anullsink',
      '[tap]aformat=sample_fmts=s16[pcm]',
    ]);
  });

  test('one core, progress on fd 3, the decoding bounded by the length limit', () => {
    expect(after(args, '-threads')).toBe('1');
    expect(after(args, '-progress')).toBe('pipe:3');
    expect(args.indexOf('-t')).toBeLessThan(args.indexOf('-i'));
    expect(after(args, '-t')).toBe('5401.000');
  });

  test('AAC 256k fragmented MP4 without an edit list, MP3 320k without a tag, no metadata', () => {
    const aac = args.indexOf('[s1]');
    expect(args.slice(aac + 1, args.indexOf(files.streamAac))).toEqual([
      ...['-map_metadata', '-1', '-map_chapters', '-1', '-ar', '48000', '-ac', '2'],
      ...['-c:a', 'aac', '-b:a', '256k'],
      ...['-movflags', '+empty_moov+default_base_moof', '-frag_duration', '4000000', '-f', 'mp4'],
    ]);
    const mp3 = args.indexOf('[s2]');
    expect(args.slice(mp3 + 1, args.indexOf(files.streamMp3))).toEqual(
      expect.arrayContaining(['libmp3lame', '320k', '-id3v2_version', '0', '-write_xing', '1']),
    );
    expect(args.filter((arg) => arg === '-map_metadata')).toHaveLength(5);
  });

  test('whole-frame AAC packets where the ffmpeg has setts, on both AAC outputs', () => {
    const full = masterPassArgs({
      files,
      master: { sampleRate: 44_100, channels: 2, bitDepth: 16 },
      shape: { sampleRate: 44_100, channels: 2, lossless: true },
      preview,
      maxSeconds: 61,
      fullAacFrames: true,
    });
    for (const output of ['[s1]', '[p1]']) {
      const from = full.indexOf(output, full.indexOf('-filter_complex') + 2);
      const end = full.indexOf(output === '[s1]' ? files.streamAac : files.previewAac);
      expect(full.slice(from, end)).toEqual(
        expect.arrayContaining(['-bsf:a', 'setts=duration=1024']),
      );
    }
    expect(full.filter((arg) => arg === '-bsf:a')).toHaveLength(2);
    expect(args).not.toContain('-bsf:a');
  });

  test('a FLAC as deep as the master: 16 bits from 16, else 24', () => {
    const flacArgs = (bitDepth: number) =>
      masterPassArgs({
        files,
        master: { sampleRate: 44_100, channels: 2, bitDepth },
        shape: { sampleRate: 44_100, channels: 2, lossless: true },
        preview,
        maxSeconds: 61,
      });
    expect(after(flacArgs(16), '-sample_fmt')).toBe('s16');
    expect(after(flacArgs(24), '-sample_fmt')).toBe('s32');
    expect(after(args, '-sample_fmt')).toBe('s32');
  });

  test('PCM for the waveform on stdout, in the renditions’ shape; the FLAC in the master’s', () => {
    expect(args.slice(-9)).toEqual([
      ...['-map', '[pcm]', '-ar', '48000', '-ac', '2', '-f', 's16le', 'pipe:1'],
    ]);
    const flac = args.indexOf('[flac]', args.indexOf('-filter_complex') + 2);
    expect(args.slice(flac + 1, args.indexOf(files.flac))).toEqual(
      expect.arrayContaining(['-ar', '96000', '-ac', '6']),
    );
  });

  test('no FLAC branch for a lossy master, and no filters where the shape already fits', () => {
    const lossy = masterPassArgs({
      files: { ...files, flac: null },
      master: { sampleRate: 44_100, channels: 1, bitDepth: null },
      shape: { sampleRate: 44_100, channels: 1, lossless: false },
      preview: { startS: 0, durationS: 8, fadeInS: 0, fadeOutS: 0 },
      maxSeconds: 61,
    });
    expect(after(lossy, '-filter_complex')?.split(';').slice(0, 2)).toEqual([
      '[0:a]asplit=4[s1][s2][pv][an]',
      '[pv]atrim=start=0.000:duration=8.000,asetpts=PTS-STARTPTS,asplit=2[p1][p2]',
    ]);
    expect(lossy).not.toContain('flac');
  });
});

test('previewPassArgs cuts the same window, decoding no further than its end', () => {
  const args = previewPassArgs({
    files: { input: files.input, previewAac: files.previewAac, previewMp3: files.previewMp3 },
    master: { sampleRate: 44_100, channels: 2 },
    shape: { sampleRate: 44_100, channels: 2, lossless: true },
    preview,
  });
  expect(after(args, '-t')).toBe('111.000');
  expect(after(args, '-filter_complex')).toBe(
    '[0:a]atrim=start=80.000:duration=30.000,asetpts=PTS-STARTPTS,afade=t=in:st=0:d=1.000,afade=t=out:st=28.000:d=2.000,asplit=2[p1][p2]',
  );
  expect(args.at(-1)).toBe(files.previewMp3);
});

test('aacPackagingArgs: fragmented MP4 without an edit list; whole frames only where asked', () => {
  const fmp4 = ['-movflags', '+empty_moov+default_base_moof', '-frag_duration', '4000000'];
  expect(aacPackagingArgs(false)).toEqual([...fmp4, '-f', 'mp4']);
  expect(aacPackagingArgs(true)).toEqual(['-bsf:a', 'setts=duration=1024', ...fmp4, '-f', 'mp4']);
});
