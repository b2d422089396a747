import { cleanFilename, FILENAME_MAX_LENGTH, readUploadMetadata } from './upload-metadata.js';

const TRACK = '4f1c2a9e-8b7d-4c3a-9e21-5d6f7a8b9c0d';

describe('readUploadMetadata', () => {
  it('keeps the track and the file name, and nothing else a client sends', () => {
    expect(
      readUploadMetadata({
        trackId: TRACK,
        filename: 'Night Drive (master).wav',
        filetype: 'audio/wav',
        relativePath: null,
        ownerId: 'someone-else',
      }),
    ).toEqual({ trackId: TRACK, filename: 'Night Drive (master).wav' });
  });

  it("takes Uppy's `name` when there is no `filename`", () => {
    expect(readUploadMetadata({ trackId: TRACK, name: 'take 3.flac' })?.filename).toBe(
      'take 3.flac',
    );
  });

  it('normalises the track id to lower case', () => {
    expect(readUploadMetadata({ trackId: TRACK.toUpperCase() })?.trackId).toBe(TRACK);
  });

  it.each([
    ['no metadata', undefined],
    ['no track', { filename: 'a.wav' }],
    ['an empty track', { trackId: '' }],
    ['a track id that is no UUID', { trackId: "1' or '1'='1" }],
    ['a flag without a value', { trackId: null }],
  ])('refuses %s', (_label, raw) => {
    expect(readUploadMetadata(raw)).toBeNull();
  });
});

describe('cleanFilename', () => {
  it('drops control characters (NUL included) and direction overrides, and trims', () => {
    expect(cleanFilename(' mix\u0000\u0007 final\u202egnp.wav\n')).toBe('mix finalgnp.wav');
  });

  it('bounds the name without splitting a character in two', () => {
    const name = cleanFilename('🎵'.repeat(FILENAME_MAX_LENGTH + 10));
    expect(Array.from(name)).toHaveLength(FILENAME_MAX_LENGTH);
    expect(name).toBe('🎵'.repeat(FILENAME_MAX_LENGTH));
  });

  it('names a file that has no printable name', () => {
    expect(cleanFilename('\u0000\u0001  ')).toBe('master');
    expect(cleanFilename(null)).toBe('master');
  });
});
