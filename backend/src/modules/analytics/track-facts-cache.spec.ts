import type { ListingChanges, TrackFacts, TrackFactsReader } from '../catalogue/index.js';
import { TRACK_FACTS_TTL_MS, TrackFactsCache } from './track-facts-cache.js';

const facts = (id: string, listed: boolean): TrackFacts => ({
  id,
  title: 'Redline',
  artistId: 'artist-1',
  artistName: 'Rift Engine',
  albumId: 'album-1',
  albumTitle: 'Slipstream',
  accessType: 'free',
  durationMs: 180_000,
  hasPreview: true,
  listed,
});

/** A catalogue whose track `t1` is listed or not as the test says; counts the reads. */
function setup() {
  const state = { listed: true, count: 1 as number | null, reads: 0 };
  const reader = {
    factsOf: (ids: string[]) => {
      state.reads += 1;
      return Promise.resolve(
        new Map(ids.filter((id) => id === 't1').map((id) => [id, facts(id, state.listed)])),
      );
    },
  } as unknown as TrackFactsReader;
  const listing = { current: () => state.count } as unknown as ListingChanges;
  return { state, cache: new TrackFactsCache(reader, listing) };
}

describe('TrackFactsCache', () => {
  it('keeps facts, unknown ids too, until the time is up', async () => {
    const { state, cache } = setup();
    await cache.factsOf(['t1', 'made-up'], 0);
    await cache.factsOf(['t1', 'made-up'], TRACK_FACTS_TTL_MS - 1);
    expect(state.reads).toBe(1);
    await cache.factsOf(['t1'], TRACK_FACTS_TTL_MS);
    expect(state.reads).toBe(2);
  });

  it('reads again after any listing change, so a take-down counts at once', async () => {
    const { state, cache } = setup();
    expect((await cache.factsOf(['t1'], 0)).get('t1')?.listed).toBe(true);
    state.listed = false;
    state.count = 2;
    expect((await cache.factsOf(['t1'], 1)).get('t1')?.listed).toBe(false);
    expect(state.reads).toBe(2);
  });

  it('trusts nothing it holds while listing changes cannot be heard', async () => {
    const { state, cache } = setup();
    state.count = null;
    await cache.factsOf(['t1'], 0);
    await cache.factsOf(['t1'], 1);
    expect(state.reads).toBe(2);
  });
});
