import { fallbackDuration, toPlayerTrack } from './player-track';

/** The catalogue track (entities/track), named through toPlayerTrack: no cross-import needed. */
type Track = Parameters<typeof toPlayerTrack>[0];

const catalogueTrack: Track = {
  id: 'tr-1',
  title: 'Harbour Lights',
  artistName: 'Neon Harbor',
  artist_name: 'Neon Harbor (legacy)',
  artist_id: 'ar-1',
  artist_slug: 'neon-harbor',
  album_id: 'al-1',
  album_slug: 'night-ferry',
  album_title: 'Night Ferry',
  artwork_url: 'https://cdn.example/night-ferry.jpg',
  duration: 214.5,
  file_path: 'audio/harbour-lights.mp3',
  preview_url: 'previews/harbour-lights.mp3',
  explicit: true,
  access_type: 'standard',
  access_granted: true,
  gapless: null,
  loudness: null,
  peaks_url: '/api/media/peaks/audio/tr-1/m1/peaks.json',
  lyrics: null,
  track_number: 3,
};

describe('toPlayerTrack', () => {
  test('maps the catalogue fields to the player fields, without an address yet', () => {
    expect(toPlayerTrack(catalogueTrack)).toEqual({
      id: 'tr-1',
      title: 'Harbour Lights',
      artistId: 'ar-1',
      artistName: 'Neon Harbor',
      artistSlug: 'neon-harbor',
      artistProfileImage: null,
      albumId: 'al-1',
      albumSlug: 'night-ferry',
      albumName: 'Night Ferry',
      albumArtwork: 'https://cdn.example/night-ferry.jpg',
      duration: 214.5,
      filePath: 'audio/harbour-lights.mp3',
      previewPath: 'previews/harbour-lights.mp3',
      explicit: true,
      locked: false,
      audioUrl: null,
      peaksUrl: '/api/media/peaks/audio/tr-1/m1/peaks.json',
      trackNumber: 3,
      gapless: null,
    });
  });

  test('carries the AAC rendition a gapless engine plays: its path to sign and its samples', () => {
    const gapless = {
      file_path: 'audio/tr-1/v1/stream.m4a',
      sample_rate: 44_100,
      priming_samples: 1024,
      padding_samples: 576,
      samples: 9_459_450,
    };
    expect(toPlayerTrack({ ...catalogueTrack, gapless }).gapless).toEqual({
      filePath: 'audio/tr-1/v1/stream.m4a',
      sampleRate: 44_100,
      primingSamples: 1024,
      paddingSamples: 576,
      samples: 9_459_450,
    });
  });

  test('reads artist_name when artistName is empty', () => {
    expect(toPlayerTrack({ ...catalogueTrack, artistName: '' }).artistName).toBe(
      'Neon Harbor (legacy)',
    );
  });

  test('takes the artist photo when the caller knows it', () => {
    const track = toPlayerTrack(catalogueTrack, {
      artistProfileImage: 'https://cdn.example/a.jpg',
    });
    expect(track.artistProfileImage).toBe('https://cdn.example/a.jpg');
  });

  test('a duration over 3600 is milliseconds', () => {
    expect(toPlayerTrack({ ...catalogueTrack, duration: 214_500 }).duration).toBe(214.5);
  });

  test.each([
    ['soundcheck', false, true],
    ['soundcheck', true, false],
    ['free', false, false],
  ] as const)('%s with access_granted %p → locked %p', (accessType, granted, locked) => {
    const track = { ...catalogueTrack, access_type: accessType, access_granted: granted };
    expect(toPlayerTrack(track).locked).toBe(locked);
  });
});

describe('fallbackDuration', () => {
  test('the track’s own duration wins', () => {
    expect(fallbackDuration({ duration: 95, previewPath: null })).toBe(95);
    expect(fallbackDuration({ duration: 95, previewPath: 'previews/x.mp3' })).toBe(95);
  });

  test('without a duration: 30 s when there is a preview address', () => {
    expect(fallbackDuration({ duration: 0, previewPath: 'previews/x.mp3' })).toBe(30);
  });

  test('without a duration and a preview: 180 s', () => {
    expect(fallbackDuration({ duration: 0, previewPath: null })).toBe(180);
    expect(fallbackDuration({ duration: 0, previewPath: '' })).toBe(180);
  });
});
