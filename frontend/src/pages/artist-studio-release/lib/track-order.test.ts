import { moveTrack, moveTrackTo } from './track-order';

const tracks = [
  { id: 'a', position: 1 },
  { id: 'b', position: 2 },
  { id: 'c', position: 3 },
];

describe('moveTrack', () => {
  test('up and down swap with the neighbour, and every position follows', () => {
    expect(moveTrack(tracks, 'c', 'up')).toEqual({
      tracks: [
        { id: 'a', position: 1 },
        { id: 'c', position: 2 },
        { id: 'b', position: 3 },
      ],
      position: 2,
    });
    expect(moveTrack(tracks, 'a', 'down')?.tracks.map((track) => track.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });

  test('the first cannot go up, the last cannot go down, an unknown track nowhere', () => {
    expect(moveTrack(tracks, 'a', 'up')).toBeNull();
    expect(moveTrack(tracks, 'c', 'down')).toBeNull();
    expect(moveTrack(tracks, 'x', 'up')).toBeNull();
  });

  test('tracks given out of order are ordered by position first', () => {
    const shuffled = [
      { id: 'c', position: 3 },
      { id: 'a', position: 1 },
      { id: 'b', position: 2 },
    ];
    expect(moveTrack(shuffled, 'b', 'up')?.tracks.map((track) => track.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });
});

describe('moveTrackTo (a drag and drop)', () => {
  const order = (moved: ReturnType<typeof moveTrackTo>) => moved?.tracks.map((track) => track.id);

  test('the dropped track takes the position, the others close up behind or ahead of it', () => {
    expect(moveTrackTo(tracks, 'a', 3)).toEqual({
      tracks: [
        { id: 'b', position: 1 },
        { id: 'c', position: 2 },
        { id: 'a', position: 3 },
      ],
      position: 3,
    });
    expect(order(moveTrackTo(tracks, 'c', 1))).toEqual(['c', 'a', 'b']);
  });

  test('a position past either end is the end; dropped where it was, or unknown, nothing moves', () => {
    expect(moveTrackTo(tracks, 'a', 99)?.position).toBe(3);
    expect(moveTrackTo(tracks, 'c', 0)?.position).toBe(1);
    expect(moveTrackTo(tracks, 'b', 2)).toBeNull();
    expect(moveTrackTo(tracks, 'x', 1)).toBeNull();
  });
});
