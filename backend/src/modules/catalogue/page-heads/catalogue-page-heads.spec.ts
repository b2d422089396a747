import { AppConfig, type ResolvedEnv } from '../../../config/app-config.js';
import { CataloguePageHeads, CLIENT_PAGES_UNDER_ARTIST } from './catalogue-page-heads.js';
import type { PageHeadReads } from './page-head-reads.js';

/** Reads that record what they were asked, and know no artist. */
function setup() {
  const asked: string[] = [];
  const reads = {
    artist: (identifier: string) => {
      asked.push(identifier);
      return Promise.resolve(null);
    },
    album: () => Promise.resolve(null),
  };
  const config = new AppConfig({ PUBLIC_URL: 'https://encore.example' } as ResolvedEnv);
  const heads = new CataloguePageHeads(reads as unknown as PageHeadReads, config);
  const artistRoute = heads.pageHeads.find((route) => route.route === '/artist/:artist');
  if (artistRoute === undefined) throw new Error('The artist page has no head route.');
  return { asked, artistRoute };
}

describe('the artist page heads', () => {
  // The client's router sends these addresses to its own pages, never to an artist of that slug.
  it.each(['dashboard', 'studio'])(
    '/artist/%s is the client’s page: no artist is read',
    async (page) => {
      const { asked, artistRoute } = setup();
      expect(CLIENT_PAGES_UNDER_ARTIST.has(page)).toBe(true);
      await expect(artistRoute.head({ artist: page })).resolves.toBeNull();
      expect(asked).toEqual([]);
    },
  );

  it('any other identifier is looked up as an artist', async () => {
    const { asked, artistRoute } = setup();
    await expect(artistRoute.head({ artist: 'studio-lights' })).resolves.toBeNull();
    expect(asked).toEqual(['studio-lights']);
  });
});
