import { missingForPublish, type ReleaseCompleteness } from './publish-checklist.js';

const complete: ReleaseCompleteness = {
  title: 'Night Drive Tapes',
  artworkUrl: '/media/images/artwork/5b0c.jpg',
  accessType: 'soundcheck',
  genres: ['Synthwave'],
  tracks: [
    { title: 'Headlights', state: 'ready' },
    { title: 'Tunnel', state: 'ready' },
  ],
};

const itemsOf = (release: ReleaseCompleteness) =>
  missingForPublish(release).map((missing) => missing.item);

describe('missingForPublish', () => {
  it('finds nothing missing in a complete release (Soundcheck needs no price: it is fixed)', () => {
    expect(missingForPublish(complete)).toEqual([]);
  });

  it('lists everything a new, empty release lacks, in order', () => {
    expect(
      itemsOf({ title: ' ', artworkUrl: null, accessType: null, genres: [], tracks: [] }),
    ).toEqual(['title', 'artwork', 'access_type', 'genre', 'ready_track']);
  });

  it('refuses access types the studio does not offer', () => {
    expect(itemsOf({ ...complete, accessType: 'vip' })).toEqual(['access_type']);
  });

  it('wants every track ready, and names the ones that are not', () => {
    const missing = missingForPublish({
      ...complete,
      tracks: [
        { title: 'Headlights', state: 'ready' },
        { title: 'Tunnel', state: 'failed' },
        { title: 'Exit 9', state: 'processing' },
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
    expect(itemsOf({ ...complete, tracks: [{ title: 'Headlights', state: 'uploading' }] })).toEqual(
      ['ready_track', 'unfinished_tracks'],
    );
  });
});
