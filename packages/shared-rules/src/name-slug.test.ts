import { nameSlug } from './name-slug.js';

describe('nameSlug (the name-derived artist slug)', () => {
  test.each([
    ['Ghost Orchard', 'ghost-orchard'],
    ['Céline Vasseur', 'celine-vasseur'],
    ['Nadia Sørensen', 'nadia-sorensen'],
    ['O.W.L.', 'o-w-l'],
    ['Salt/Static', 'salt-static'],
    ['Ama Oduya & The Lagos Lights', 'ama-oduya-the-lagos-lights'],
    ['  --Rosa’s   Café!! ', 'rosa-s-cafe'],
    ['Æther Œuvre Straße Þorn', 'aether-oeuvre-strasse-thorn'],
    ['Łódź Đorđe ħ', 'lodz-dorde-h'],
    ['ﬁne ²', 'fine-2'],
    ['AC/DC', 'ac-dc'],
    ['Platform 9¾', 'platform-93-4'],
  ])('%s → %s', (name, slug) => {
    expect(nameSlug(name)).toBe(slug);
  });

  test('collapses every run of separators into one hyphen and trims both ends', () => {
    expect(nameSlug('--a  --  b--')).toBe('a-b');
  });

  test('gives "" when no letter or digit survives', () => {
    expect(nameSlug('Кино')).toBe('');
    expect(nameSlug('!!!')).toBe('');
    expect(nameSlug('')).toBe('');
  });
});
