import { missingForPublish, type ReleaseCompleteness } from './publish-checklist.js';

const complete: ReleaseCompleteness = {
  title: 'Night Drive Tapes',
  artworkUrl: '/media/images/artwork/5b0c.jpg',
  accessType: 'soundcheck',
  genres: ['Synthwave'],
  tracks: [
    { title: 'Headlights', state: 'ready', firstListedAt: null },
    { title: 'Tunnel', state: 'ready', firstListedAt: null },
  ],
  buyers: 0,
  buyersNote: null,
};

const itemsOf = (release: ReleaseCompleteness) =>
  missingForPublish(release).map((missing) => missing.item);

describe('missingForPublish', () => {
  it('finds nothing missing in a complete release (Soundcheck needs no price: it is fixed)', () => {
    expect(missingForPublish(complete)).toEqual([]);
  });

  it('lists everything a new, empty release lacks, in order', () => {
    expect(
      itemsOf({
        ...complete,
        title: ' ',
        artworkUrl: null,
        accessType: null,
        genres: [],
        tracks: [],
      }),
    ).toEqual(['title', 'artwork', 'access_type', 'genre', 'ready_track']);
  });

  it('refuses access types the studio does not offer', () => {
    expect(itemsOf({ ...complete, accessType: 'vip' })).toEqual(['access_type']);
  });

  it('wants every track ready, and names the ones that are not', () => {
    const missing = missingForPublish({
      ...complete,
      tracks: [
        { title: 'Headlights', state: 'ready', firstListedAt: null },
        { title: 'Tunnel', state: 'failed', firstListedAt: null },
        { title: 'Exit 9', state: 'processing', firstListedAt: null },
      ],
    });
    expect(missing).toEqual([
      {
        item: 'unfinished_tracks',
        message:
          'Every track must be ready: wait for, retry or remove "Tunnel" (failed), "Exit 9" (still processing).',
      },
    ]);
  });

  it('wants a ready track even when every track is still on its way', () => {
    expect(
      itemsOf({
        ...complete,
        tracks: [{ title: 'Headlights', state: 'uploading', firstListedAt: null }],
      }),
    ).toEqual(['ready_track', 'unfinished_tracks']);
  });

  describe('once the release has buyers (docs/adr/0050)', () => {
    const sold = new Date('2026-11-01T10:00:00Z');
    const bought: ReleaseCompleteness = {
      ...complete,
      tracks: complete.tracks.map((track) => ({ ...track, firstListedAt: sold })),
      buyers: 12,
    };
    const withNew = {
      ...bought,
      tracks: [
        ...bought.tracks,
        { title: 'Headlights (2027)', state: 'ready' as const, firstListedAt: null },
      ],
    };

    it('asks for nothing more while no track is new', () => {
      expect(missingForPublish(bought)).toEqual([]);
    });

    it('wants a note to the buyers before a new track goes public, and counts them', () => {
      expect(missingForPublish(withNew)).toEqual([
        {
          item: 'buyers_note',
          message:
            'Write a note to the 12 people who bought it: it is mailed to them with the new track when you publish.',
        },
      ]);
      expect(missingForPublish({ ...withNew, buyers: 1 })[0]?.message).toMatch(
        /^Write a note to the person who/,
      );
      expect(missingForPublish({ ...withNew, buyersNote: '  ' }).map((m) => m.item)).toEqual([
        'buyers_note',
      ]);
      expect(missingForPublish({ ...withNew, buyersNote: 'A remaster.' })).toEqual([]);
    });
  });
});
