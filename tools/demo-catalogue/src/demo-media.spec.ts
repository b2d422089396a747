import { type DemoMedia, demoMediaPaths } from './demo-media.js';

const playback = (name: string) => ({
  aac: {
    path: `audio/${name}.m4a`,
    primingSamples: 1024,
    paddingSamples: 512,
    samples: 5_760_000,
    sampleRate: 32_000,
  },
  loudness: { integratedLufs: -18, truePeakDbtp: -6, rangeLu: 4, trackGainDb: 4 },
  peaksPath: `audio/${name}.peaks.json`,
});

const media: DemoMedia = {
  artistImages: new Map([
    [
      'nova',
      {
        imageUrl: '/media/images/artists/nova.webp',
        bannerUrl: '/media/images/artists/nova-banner.webp',
        logoUrl: null,
      },
    ],
  ]),
  albumCovers: new Map([['first-light', '/media/images/albums/first-light.webp']]),
  audio: new Map([
    [
      'nova-1',
      {
        key: 'nova-1',
        filePath: 'audio/nova-1.mp3',
        previewPath: 'previews/nova-1.mp3',
        durationS: 180,
        previewDurationS: 30,
        ...playback('nova-1'),
      },
    ],
    [
      'nova-2',
      {
        key: 'nova-2',
        filePath: 'audio/nova-2.mp3',
        previewPath: null,
        durationS: 200,
        previewDurationS: null,
        ...playback('nova-2'),
      },
    ],
  ]),
  placeholders: ['images/placeholders/artist-v1.webp', 'images/placeholders/album-v1.webp'],
};

describe('demoMediaPaths', () => {
  it('lists every file the catalogue points at or shows, as storage paths', () => {
    expect(demoMediaPaths(media).sort()).toEqual(
      [
        'audio/nova-1.mp3',
        'previews/nova-1.mp3',
        'audio/nova-1.m4a',
        'audio/nova-1.peaks.json',
        'audio/nova-2.mp3',
        'audio/nova-2.m4a',
        'audio/nova-2.peaks.json',
        'images/artists/nova.webp',
        'images/artists/nova-banner.webp',
        'images/albums/first-light.webp',
        'images/placeholders/artist-v1.webp',
        'images/placeholders/album-v1.webp',
      ].sort(),
    );
  });

  it('refuses an image URL that is not under /media/', () => {
    const outside = { ...media, albumCovers: new Map([['x', 'https://elsewhere.example/x.webp']]) };
    expect(() => demoMediaPaths(outside)).toThrow(/Not a public media URL/);
  });
});
