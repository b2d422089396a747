import { isSold, type ListedTrack, newForBuyers } from './sold-tracks.js';

const listed = new Date('2026-11-01T10:00:00Z');
const track = (id: string, changes: Partial<ListedTrack> = {}): ListedTrack & { id: string } => ({
  id,
  state: 'ready',
  firstListedAt: null,
  ...changes,
});

describe('sold tracks', () => {
  test('a track is sold once its release has a buyer and the public has had it', () => {
    expect(isSold(1, listed)).toBe(true);
    expect(isSold(0, listed)).toBe(false);
    expect(isSold(3, null)).toBe(false);
  });

  test('new for buyers: ready tracks never public, and only when someone bought the release', () => {
    const tracks = [
      track('old', { firstListedAt: listed }),
      track('new'),
      track('failed', { state: 'failed' }),
      track('processing', { state: 'processing' }),
    ];
    expect(newForBuyers(2, tracks).map((t) => t.id)).toEqual(['new']);
    expect(newForBuyers(0, tracks)).toEqual([]);
  });
});
