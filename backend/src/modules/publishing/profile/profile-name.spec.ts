import { renamedSlug } from './profile-name.js';

const ID = '3f2b8c1e-9a4d-4c7b-8e21-0d5f6a7b8c9d';

describe('renamedSlug', () => {
  test('a name nobody else is reached by: no stored slug, the name gives it', () => {
    expect(renamedSlug('Neon Harbour', new Set(), ID)).toEqual({ slug: null });
  });

  test('a name whose slug reaches another artist is refused, not numbered', () => {
    expect(renamedSlug('Céline Vasseur', new Set(['celine-vasseur']), ID)).toEqual({
      takenBy: 'celine-vasseur',
    });
  });

  test("a name giving a word that is an artist's own page takes the first free number", () => {
    expect(renamedSlug('Studio', new Set(), ID)).toEqual({ slug: 'studio-2' });
    expect(renamedSlug('Dashboard', new Set(['dashboard-2']), ID)).toEqual({
      slug: 'dashboard-3',
    });
  });

  test('a name with no letter or digit gives no slug: the page is reached by id', () => {
    expect(renamedSlug('★★★', new Set(), ID)).toEqual({ slug: null });
  });
});
