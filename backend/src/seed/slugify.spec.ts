import { slugify } from './slugify.js';

describe('slugify', () => {
  it.each([
    ['Neon Harbor', 'neon-harbor'],
    ['Céline Vasseur', 'celine-vasseur'],
    ['Nadia Sørensen', 'nadia-sorensen'],
    ['Salt/Static', 'salt-static'],
    ['O.W.L.', 'o-w-l'],
    ['Ama Oduya & The Lagos Lights', 'ama-oduya-and-the-lagos-lights'],
    ['  The Lighthouse Keeper’s Ledger!! ', 'the-lighthouse-keepers-ledger'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
