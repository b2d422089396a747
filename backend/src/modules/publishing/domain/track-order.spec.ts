import { moveTrack } from './track-order.js';

describe('moveTrack', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it('moves a track up or down, the others keeping their order', () => {
    expect(moveTrack(ids, 'd', 1)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveTrack(ids, 'a', 3)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveTrack(ids, 'b', 2)).toEqual(ids);
  });

  it('refuses positions outside the release and tracks not in it', () => {
    expect(moveTrack(ids, 'a', 0)).toBeNull();
    expect(moveTrack(ids, 'a', 5)).toBeNull();
    expect(moveTrack(ids, 'x', 1)).toBeNull();
  });
});
