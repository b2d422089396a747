import { moveTrack } from './track-order';

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
