import { changeTime, indexFits, type PlayerQueue, visibleQueue } from './player-queue.js';

const queue = (trackIds: string[], currentIndex: number, positionS = 42.5): PlayerQueue => ({
  trackIds,
  currentIndex,
  positionS,
  shuffle: true,
  repeat: 'all',
  updatedAt: new Date('2026-11-30T10:00:00Z'),
});
const seen = (...ids: string[]) => new Set(ids);

describe('visibleQueue', () => {
  it('keeps a queue whose every track is visible as it is', () => {
    const q = queue(['a', 'b', 'c'], 1);
    expect(visibleQueue(q, seen('a', 'b', 'c'))).toEqual(q);
  });

  it('drops hidden tracks before the current one and moves its index, keeping the position', () => {
    expect(visibleQueue(queue(['a', 'b', 'c', 'd'], 2), seen('b', 'c', 'd'))).toMatchObject({
      trackIds: ['b', 'c', 'd'],
      currentIndex: 1,
      positionS: 42.5,
      shuffle: true,
      repeat: 'all',
    });
  });

  it('starts the next visible track from 0 when the current one is gone', () => {
    expect(visibleQueue(queue(['a', 'b', 'c', 'd'], 1), seen('a', 'd'))).toMatchObject({
      trackIds: ['a', 'd'],
      currentIndex: 1,
      positionS: 0,
    });
  });

  it('falls back to the last visible track when nothing after the current one survives', () => {
    expect(visibleQueue(queue(['a', 'b', 'c'], 2), seen('a', 'b'))).toMatchObject({
      trackIds: ['a', 'b'],
      currentIndex: 1,
      positionS: 0,
    });
  });

  it('keeps repeated ids (a track queued twice) and counts each place', () => {
    expect(visibleQueue(queue(['a', 'x', 'a', 'b'], 2), seen('a', 'b'))).toMatchObject({
      trackIds: ['a', 'a', 'b'],
      currentIndex: 1,
      positionS: 42.5,
    });
  });

  it('empties to index 0 and position 0 when nothing is visible', () => {
    expect(visibleQueue(queue(['a', 'b'], 1), seen())).toMatchObject({
      trackIds: [],
      currentIndex: 0,
      positionS: 0,
    });
  });
});

describe('changeTime', () => {
  const now = new Date('2026-11-30T12:00:00Z');

  it('takes the time the client sent', () => {
    const sent = new Date('2026-11-30T11:59:30Z');
    expect(changeTime(sent, now)).toEqual(sent);
  });

  it('takes now when the client sent none, or a time ahead of the server', () => {
    expect(changeTime(null, now)).toEqual(now);
    expect(changeTime(new Date('2026-12-01T00:00:00Z'), now)).toEqual(now);
  });
});

describe('indexFits', () => {
  it('points into the tracks, or is 0 for an empty queue', () => {
    expect(indexFits(['a', 'b'], 1)).toBe(true);
    expect(indexFits(['a', 'b'], 2)).toBe(false);
    expect(indexFits([], 0)).toBe(true);
    expect(indexFits([], 1)).toBe(false);
  });
});
