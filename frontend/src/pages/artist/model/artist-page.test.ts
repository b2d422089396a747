/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import type { Artist, ArtistSummary } from '@/entities/artist';
import { ApiError } from '@/shared/api';
import {
  $artist,
  $errorMessage,
  $routeReplacement,
  $status,
  artistPageOpened,
  artistRetried,
  fetchArtistByIdFx,
  fetchArtistBySlugFx,
  searchArtistsFx,
} from './artist-page';
import { fetchArtistTracksFx } from './artist-tracks';
import { artistFixture, GHOST_ID, NEON_ID } from '../testing/artist-fixtures';

const notFound = () => new ApiError(404, 'Not Found', 'Artist not found', null);
const GHOST = artistFixture({ id: GHOST_ID, slug: 'ghost-orchard', name: 'Ghost Orchard' });
const summary = ({ id, slug, name }: Artist): ArtistSummary => ({
  id,
  slug,
  name,
  image_url: null,
  genres: [],
});

function setup(handlers: {
  byId?: (id: string) => Promise<Artist>;
  bySlug?: (slug: string) => Promise<Artist>;
  search?: (q: string) => Promise<ArtistSummary[]>;
}) {
  const byId = jest.fn(handlers.byId ?? (() => Promise.resolve(artistFixture())));
  const bySlug = jest.fn(handlers.bySlug ?? (() => Promise.resolve(artistFixture())));
  const search = jest.fn(handlers.search ?? (() => Promise.resolve([])));
  const scope = fork({
    handlers: [
      [fetchArtistByIdFx, byId],
      [fetchArtistBySlugFx, bySlug],
      [searchArtistsFx, search],
      [fetchArtistTracksFx, () => Promise.resolve([])],
    ],
  });
  return { scope, byId, bySlug, search };
}

describe('artist page lookup', () => {
  test('a UUID is looked up by id and the route is replaced by the slug', async () => {
    const { scope, byId, bySlug } = setup({});

    await allSettled(artistPageOpened, { scope, params: NEON_ID });

    expect(byId).toHaveBeenCalledWith(NEON_ID);
    expect(bySlug).not.toHaveBeenCalled();
    expect(scope.getState($status)).toBe('loaded');
    expect(scope.getState($artist)?.name).toBe('Neon Harbor');
    expect(scope.getState($routeReplacement)).toBe('neon-harbor');

    // The page opens the replaced route: no second lookup, and nothing left to replace.
    await allSettled(artistPageOpened, { scope, params: 'neon-harbor' });
    expect(byId).toHaveBeenCalledTimes(1);
    expect(bySlug).not.toHaveBeenCalled();
    expect(scope.getState($routeReplacement)).toBeNull();
  });

  test('an artist without a stored slug is replaced by the name-derived slug', async () => {
    const { scope } = setup({
      byId: () => Promise.resolve({ ...GHOST, slug: null }),
    });

    await allSettled(artistPageOpened, { scope, params: GHOST_ID });

    expect(scope.getState($routeReplacement)).toBe('ghost-orchard');
  });

  test('a slug is looked up by slug and the route stays', async () => {
    const { scope, bySlug } = setup({});

    await allSettled(artistPageOpened, { scope, params: 'neon-harbor' });

    expect(bySlug).toHaveBeenCalledWith('neon-harbor');
    expect(scope.getState($status)).toBe('loaded');
    expect(scope.getState($routeReplacement)).toBeNull();
  });

  test('a slug nobody has falls back to the search: the matching result, else the first', async () => {
    const { scope, search, byId } = setup({
      bySlug: () => Promise.reject(notFound()),
      search: () => Promise.resolve([summary(artistFixture()), summary(GHOST)]),
      byId: (id) => Promise.resolve(id === GHOST_ID ? GHOST : artistFixture()),
    });

    await allSettled(artistPageOpened, { scope, params: 'Ghost-Orchard' });
    expect(search).toHaveBeenCalledWith('Ghost-Orchard');
    expect(byId).toHaveBeenLastCalledWith(GHOST_ID);
    expect(scope.getState($artist)?.name).toBe('Ghost Orchard');
    expect(scope.getState($routeReplacement)).toBe('ghost-orchard');

    await allSettled(artistPageOpened, { scope, params: 'harbour-neon' });
    expect(byId).toHaveBeenLastCalledWith(NEON_ID);
    expect(scope.getState($artist)?.name).toBe('Neon Harbor');
  });

  test('no artist and no search result is "Artist not found"', async () => {
    const { scope } = setup({ bySlug: () => Promise.reject(notFound()) });

    await allSettled(artistPageOpened, { scope, params: 'nobody-at-all' });

    expect(scope.getState($status)).toBe('error');
    expect(scope.getState($errorMessage)).toBe('Artist not found');
  });

  test('an unknown UUID is "Artist not found" without a search', async () => {
    const { scope, search } = setup({ byId: () => Promise.reject(notFound()) });

    await allSettled(artistPageOpened, { scope, params: NEON_ID });

    expect(scope.getState($errorMessage)).toBe('Artist not found');
    expect(search).not.toHaveBeenCalled();
  });

  test('any other failure is "Failed to load artist information" and can be retried', async () => {
    let answer = () => Promise.reject<Artist>(new ApiError(503, 'Unavailable', null, null));
    const { scope, search } = setup({ bySlug: () => answer() });

    await allSettled(artistPageOpened, { scope, params: 'neon-harbor' });
    expect(scope.getState($errorMessage)).toBe('Failed to load artist information');
    expect(search).not.toHaveBeenCalled();

    answer = () => Promise.resolve(artistFixture());
    await allSettled(artistRetried, { scope });
    expect(scope.getState($status)).toBe('loaded');
    expect(scope.getState($errorMessage)).toBeNull();
  });

  test('a late answer for an artist the listener already left is dropped', async () => {
    let releaseGhost: (artist: Artist) => void = () => undefined;
    const ghostAnswer = new Promise<Artist>((resolve) => {
      releaseGhost = resolve;
    });
    const neonThenGhost = () => {
      // Ghost Orchard answers only after Neon Harbor has.
      setTimeout(() => {
        releaseGhost(GHOST);
      }, 10);
      return Promise.resolve(artistFixture());
    };
    const { scope } = setup({
      bySlug: (slug) => (slug === 'ghost-orchard' ? ghostAnswer : neonThenGhost()),
    });

    const left = allSettled(artistPageOpened, { scope, params: 'ghost-orchard' });
    await allSettled(artistPageOpened, { scope, params: 'neon-harbor' });
    await left;

    expect(scope.getState($artist)?.name).toBe('Neon Harbor');
    expect(scope.getState($status)).toBe('loaded');
  });
});
