import {
  failureReason,
  lastLines,
  type ProcessingFailureKind,
  readsAsDamaged,
  spokenLength,
} from './processing-failure.js';

describe('failureReason', () => {
  test('says what is wrong and what to do, in the artist’s words', () => {
    expect(failureReason({ kind: 'too_long', durationS: 7384, maxMinutes: 90 })).toBe(
      'This track is 2 h 3 min long; a track may be at most 90 minutes. Upload a shorter file.',
    );
    expect(
      failureReason({ kind: 'not_audio', sniffReason: 'This file is a PDF, not audio.' }),
    ).toBe('This file is a PDF, not audio.');
    expect(failureReason({ kind: 'unsupported_codec', codec: 'adpcm_ima_qt' })).toMatch(
      /^The audio in this file is encoded as adpcm_ima_qt, which Encore cannot read\. Upload WAV/,
    );
  });

  test('has a sentence for every kind, none of them technical', () => {
    const kinds: Record<ProcessingFailureKind, Parameters<typeof failureReason>[0]> = {
      empty: { kind: 'empty' },
      not_audio: { kind: 'not_audio', sniffReason: 'This file is a PDF, not audio.' },
      corrupt: { kind: 'corrupt' },
      no_audio: { kind: 'no_audio' },
      video: { kind: 'video' },
      unsupported_codec: { kind: 'unsupported_codec', codec: 'none' },
      too_long: { kind: 'too_long', durationS: 6000, maxMinutes: 90 },
      too_short: { kind: 'too_short' },
      missing_master: { kind: 'missing_master' },
      stalled: { kind: 'stalled', silentS: 300 },
      interrupted: { kind: 'interrupted' },
      internal: { kind: 'internal' },
    };
    for (const failure of Object.values(kinds)) {
      const reason = failureReason(failure);
      expect(reason).toMatch(/^[A-Z].*\.$/);
      expect(reason).not.toMatch(/ffmpeg|ffprobe|exit code|stderr|errno/i);
    }
  });
});

test('spokenLength', () => {
  expect(spokenLength(42.4)).toBe('42 s');
  expect(spokenLength(120)).toBe('2 min');
  expect(spokenLength(5712)).toBe('1 h 35 min');
  expect(spokenLength(95 * 60 + 12)).toBe('1 h 35 min');
  expect(spokenLength(61)).toBe('1 min 1 s');
});

test('readsAsDamaged tells unreadable input from our own trouble', () => {
  expect(readsAsDamaged('corrupt.wav: Invalid data found when processing input')).toBe(true);
  expect(readsAsDamaged('[flac @ 0x1] invalid sync code\nError while decoding stream #0:0')).toBe(
    true,
  );
  expect(readsAsDamaged('[mov,mp4,m4a @ 0x1] moov atom not found')).toBe(true);
  expect(readsAsDamaged('Error writing trailer of out.mp3: No space left on device')).toBe(false);
  expect(readsAsDamaged('Unknown encoder libmp3lame')).toBe(false);
});

test('lastLines keeps the end of a tool’s output', () => {
  const output = Array.from({ length: 50 }, (_, i) => `line ${i}`).join('\n');
  expect(lastLines(`${output}\n\n`, 3)).toBe('line 47\nline 48\nline 49');
});
