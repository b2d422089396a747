import {
  aacGapless,
  judgeDecoded,
  planMaster,
  type ProbedMaster,
  streamSampleRate,
} from './master-plan.js';

const audio = (overrides: Partial<NonNullable<ProbedMaster['audio']>> = {}): ProbedMaster => ({
  audio: {
    codec: 'pcm_s24le',
    sampleRate: 96_000,
    channels: 2,
    bitDepth: 24,
    durationS: 240,
    ...overrides,
  },
  hasVideo: false,
  hasCover: false,
});

describe('planMaster', () => {
  test('plans 48 kHz stereo renditions and a FLAC for a 24/96 WAV', () => {
    expect(planMaster(audio(), 90)).toEqual({
      kind: 'plan',
      shape: { sampleRate: 48_000, channels: 2, lossless: true },
      durationS: 240,
    });
  });

  test('keeps mono mono, mixes surround down to stereo, makes no FLAC of an MP3', () => {
    expect(planMaster(audio({ channels: 1 }), 90)).toMatchObject({ shape: { channels: 1 } });
    expect(planMaster(audio({ channels: 6, codec: 'flac' }), 90)).toMatchObject({
      shape: { channels: 2, lossless: true },
    });
    expect(
      planMaster(audio({ codec: 'mp3float', sampleRate: 44_100, bitDepth: null }), 90),
    ).toMatchObject({ shape: { sampleRate: 44_100, lossless: false } });
  });

  test('refuses a master longer than the limit before encoding anything', () => {
    expect(planMaster(audio({ durationS: 7200 }), 90)).toEqual({
      kind: 'refused',
      failure: { kind: 'too_long', durationS: 7200, maxMinutes: 90 },
    });
  });

  test('leaves an unknown length to be measured while encoding', () => {
    expect(planMaster(audio({ durationS: null }), 90)).toMatchObject({
      kind: 'plan',
      durationS: null,
    });
  });

  test('refuses files without audio, videos and codecs it cannot read', () => {
    expect(planMaster({ audio: null, hasVideo: false, hasCover: true }, 90)).toMatchObject({
      failure: { kind: 'no_audio' },
    });
    expect(planMaster({ ...audio(), hasVideo: true }, 90)).toMatchObject({
      failure: { kind: 'video' },
    });
    expect(planMaster(audio({ codec: 'adpcm_ms' }), 90)).toMatchObject({
      failure: { kind: 'unsupported_codec', codec: 'adpcm_ms' },
    });
    expect(planMaster(audio({ codec: null }), 90)).toMatchObject({
      failure: { kind: 'unsupported_codec' },
    });
  });
});

test('streamSampleRate keeps the 44.1 kHz family at 44.1 kHz and takes the rest to 48 kHz', () => {
  expect([44_100, 88_200, 176_400, 22_050, 11_025].map(streamSampleRate)).toEqual(
    Array(5).fill(44_100),
  );
  expect([48_000, 96_000, 192_000, 32_000, 16_000, 8000].map(streamSampleRate)).toEqual(
    Array(6).fill(48_000),
  );
});

test('aacGapless: 1,024 priming samples, padding to the end of the last frame', () => {
  // The research's measurements of ffmpeg's fMP4 (docs/adr/0042): 5 min and 10 s at 44.1 kHz.
  expect(aacGapless('a.m4a', 13_230_000, 44_100)).toEqual({
    path: 'a.m4a',
    primingSamples: 1024,
    paddingSamples: 80,
    samples: 13_230_000,
    sampleRate: 44_100,
  });
  expect(aacGapless('a.m4a', 441_000, 44_100).paddingSamples).toBe(344);
});

describe('judgeDecoded', () => {
  const decoded = (samples: number, probedS: number | null) =>
    judgeDecoded({ samples, sampleRate: 48_000, probedS, maxMinutes: 1 });

  test('passes what decoded within the limits', () => {
    expect(decoded(48_000 * 59, 59)).toBeNull();
    expect(decoded(4800, null)).toBeNull();
  });

  test('is too long past the limit, whatever the header said', () => {
    expect(decoded(48_000 * 61, 20)).toEqual({ kind: 'too_long', durationS: 61, maxMinutes: 1 });
  });

  test('is damaged when a file that promised audio decodes to (almost) nothing', () => {
    expect(decoded(0, 5)).toEqual({ kind: 'corrupt' });
    expect(decoded(100, 5)).toEqual({ kind: 'corrupt' });
  });

  test('has no audio, or too little, when nothing more was promised', () => {
    expect(decoded(0, null)).toEqual({ kind: 'no_audio' });
    expect(decoded(100, 0.01)).toEqual({ kind: 'too_short' });
  });
});
