import { writeIsolated } from './isolated-writes.js';

class RefusedData extends Error {}

/**
 * A fake table of numbers: an insert is atomic and idempotent; a negative number is data the
 * database refuses; while `down`, every insert fails with an error that is not the data's.
 */
function table() {
  const stored = new Set<number>();
  const state = { statements: 0, down: false, stored };
  const insert = (items: readonly number[]): Promise<void> => {
    state.statements += 1;
    if (state.down) return Promise.reject(new Error('connection lost'));
    const bad = items.find((item) => item < 0);
    if (bad !== undefined) return Promise.reject(new RefusedData(`refused ${bad}`));
    for (const item of items) stored.add(item);
    return Promise.resolve();
  };
  const isRefusedData = (error: unknown) => error instanceof RefusedData;
  return { state, options: { insert, isRefusedData } };
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('writeIsolated', () => {
  it('writes good groups in one statement', async () => {
    const { state, options } = table();
    const outcomes = await writeIsolated([[1, 2], [3], []], options);
    expect(outcomes).toEqual([
      { written: true, refused: [] },
      { written: true, refused: [] },
      { written: true, refused: [] },
    ]);
    expect([...state.stored].sort()).toEqual([1, 2, 3]);
    expect(state.statements).toBe(1);
  });

  it('stores every good item once and names each refused one, in whichever group it rides', async () => {
    const { state, options } = table();
    const groups = [range(0, 10), [...range(10, 5), -1, ...range(15, 5)], range(20, 10), [-2, -3]];
    const outcomes = await writeIsolated(groups, options);
    expect(outcomes.map((o) => (o.written ? o.refused.map((r) => r.item) : 'failed'))).toEqual([
      [],
      [-1],
      [],
      [-2, -3],
    ]);
    expect([...state.stored].sort((a, b) => a - b)).toEqual(range(0, 30));
    const [, second] = outcomes;
    expect(second?.written && second.refused[0]?.error).toEqual(new RefusedData('refused -1'));
    // One bad item among 11 costs a handful of statements, not one per item.
    expect(state.statements).toBeLessThan(20);
  });

  it('leaves the groups to be retried whole when the failure is not the data’s', async () => {
    const { state, options } = table();
    state.down = true;
    const outcomes = await writeIsolated([[1], [-1, 2]], options);
    expect(outcomes).toEqual([
      { written: false, error: new Error('connection lost') },
      { written: false, error: new Error('connection lost') },
    ]);
    expect(state.statements).toBe(1);
  });

  it('fails only the group whose isolation met such an error; the others are written', async () => {
    const { state, options } = table();
    const insert = options.insert;
    const flaky = {
      ...options,
      insert: (items: readonly number[]) => {
        // The connection drops while the bad group is being split.
        if (items.length === 1 && items[0] === 5) state.down = true;
        return insert(items).finally(() => {
          state.down = false;
        });
      },
    };
    const outcomes = await writeIsolated(
      [
        [1, 2],
        [5, -1],
      ],
      flaky,
    );
    expect(outcomes[0]).toEqual({ written: true, refused: [] });
    expect(outcomes[1]).toEqual({ written: false, error: new Error('connection lost') });
    expect([...state.stored].sort()).toEqual([1, 2]);
  });
});
