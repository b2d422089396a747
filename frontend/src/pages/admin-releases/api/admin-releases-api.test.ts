import { installFakeFetch } from '@/shared/lib/testing';
import {
  RELEASE_ID,
  RELEASES,
  TAKE_DOWN_REASON,
  takenDownFixture,
} from '../testing/release-fixtures';
import { fetchReleasesPage, restoreRelease, takeDownRelease } from './admin-releases-api';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('the admin releases calls', () => {
  test('a page asks for its state and cursor, and gives the rows with the next cursor', async () => {
    const fetch = installFakeFetch(() => json({ releases: RELEASES, next_cursor: 'c2' }));
    const page = await fetchReleasesPage({ query: { state: 'published' }, cursor: 'c1' });
    const url = new URL(fetch.request().url);
    expect(url.pathname).toBe('/api/admin/releases');
    expect(Object.fromEntries(url.searchParams)).toEqual({ state: 'published', before: 'c1' });
    expect(page).toEqual({ items: RELEASES, nextCursor: 'c2' });
  });

  test('take-down and restore post the reason to the release', async () => {
    const fetch = installFakeFetch(() => json(takenDownFixture()));
    await takeDownRelease({ id: RELEASE_ID, reason: TAKE_DOWN_REASON });
    await restoreRelease({ id: RELEASE_ID, reason: 'Rights confirmed.' });
    const [takeDown, restore] = [fetch.request(0), fetch.request(1)];
    expect([takeDown.method, new URL(takeDown.url).pathname]).toEqual([
      'POST',
      `/api/admin/releases/${RELEASE_ID}/take-down`,
    ]);
    expect(await takeDown.json()).toEqual({ reason: TAKE_DOWN_REASON });
    expect(new URL(restore.url).pathname).toBe(`/api/admin/releases/${RELEASE_ID}/restore`);
    expect(await restore.json()).toEqual({ reason: 'Rights confirmed.' });
  });
});
