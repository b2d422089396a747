import { foldToAscii } from './ascii-fold.js';

describe('foldToAscii (shared by the slug rule and the search text)', () => {
  test.each([
    ['Céline Vasseur', 'Celine Vasseur'],
    ['Björn Señorita Zoë', 'Bjorn Senorita Zoe'],
    ['ﬁne Ａｍｂｅｒ ²', 'fine Amber 2'],
    ['Sørensen ØRE', 'Sorensen ORE'],
    ['Łódź Đorđe ðÐ ħĦ ı ŋŊ ŧŦ ſ', 'Lodz Dorde dD hH i nN tT s'],
    ['Æther æ Œuvre œ Straße Þorn þ', 'AEther ae OEuvre oe Strasse THorn th'],
  ])('%s → %s', (text, folded) => {
    expect(foldToAscii(text)).toBe(folded);
  });

  test('leaves punctuation and other scripts for the caller to treat as separators', () => {
    expect(foldToAscii('AC/DC – Кино 😀 O.W.L.')).toBe('AC/DC – Кино 😀 O.W.L.');
  });
});
