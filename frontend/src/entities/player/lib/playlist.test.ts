import { clampVolume, nextIndex, previousIndex, shuffleAround, shuffled } from './playlist';

/** A repeatable stand-in for Math.random: cycles through `values`. */
function sequence(...values: number[]): () => number {
  let call = 0;
  return () => values[call++ % values.length] ?? 0;
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const tracks = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));

describe('nextIndex', () => {
  test.each([
    [0, 3, 1],
    [1, 3, 2],
    [2, 3, 0],
    [0, 1, 0],
  ])('after %i of %i comes %i (the last wraps to the first)', (index, length, expected) => {
    expect(nextIndex(index, length)).toBe(expected);
  });

  test('an empty list has no next track', () => {
    expect(nextIndex(0, 0)).toBe(-1);
  });
});

describe('previousIndex', () => {
  test.each([
    [2, 3, 1],
    [1, 3, 0],
    [0, 3, 2],
    [0, 1, 0],
  ])('before %i of %i comes %i (the first wraps to the last)', (index, length, expected) => {
    expect(previousIndex(index, length)).toBe(expected);
  });

  test('an empty list has no previous track', () => {
    expect(previousIndex(0, 0)).toBe(-1);
  });
});

describe('shuffled', () => {
  test('returns a new array with the same items and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5];
    const output = shuffled(input, sequence(0.3, 0.9, 0.1, 0.6));

    expect(output).not.toBe(input);
    expect(input).toEqual([1, 2, 3, 4, 5]);
    expect([...output].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  test('is Fisher–Yates: with random() always 0 every item swaps with the first', () => {
    // i=3 swaps with 0 → [4,2,3,1]; i=2 → [3,2,4,1]; i=1 → [2,3,4,1]
    expect(shuffled([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
  });

  test('with random() just below 1 nothing moves', () => {
    expect(shuffled([1, 2, 3, 4], () => 0.999)).toEqual([1, 2, 3, 4]);
  });

  test('empty and single-item lists come back as copies', () => {
    expect(shuffled([])).toEqual([]);
    expect(shuffled(['only'])).toEqual(['only']);
  });
});

describe('shuffleAround', () => {
  test('puts the current track first and shuffles the rest', () => {
    const current = tracks[2] ?? { id: 'c' };
    const order = shuffleAround(tracks, current, () => 0);

    expect(order[0]).toBe(current);
    expect(ids(order)).toEqual(['c', 'b', 'd', 'e', 'a']);
  });

  test('keeps the same set of tracks, each exactly once', () => {
    const order = shuffleAround(tracks, tracks[4] ?? null, sequence(0.7, 0.2, 0.5));

    expect(order).toHaveLength(tracks.length);
    expect([...ids(order)].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(order[0]?.id).toBe('e');
  });

  test('without a current track it shuffles the whole list', () => {
    expect(ids(shuffleAround(tracks, null, () => 0))).toEqual(['b', 'c', 'd', 'e', 'a']);
  });

  test('leaves the original list alone', () => {
    shuffleAround(tracks, tracks[1] ?? null, () => 0);
    expect(ids(tracks)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('clampVolume', () => {
  test.each([
    [0.333, 0.33],
    [0.336, 0.34],
    [0.75, 0.75],
    [1.5, 1],
    [1, 1],
    [0, 0],
    [-1, 0],
    [0.004, 0],
    [0.1 + 0.2, 0.3],
    [Number.NaN, 0],
  ])('%p → %p', (volume, expected) => {
    expect(clampVolume(volume, 0.01)).toBe(expected);
  });

  test('honours a coarser step', () => {
    expect(clampVolume(0.44, 0.1)).toBe(0.4);
    expect(clampVolume(0.46, 0.1)).toBe(0.5);
  });
});
