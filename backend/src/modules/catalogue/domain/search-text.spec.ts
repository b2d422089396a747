import { searchText } from './search-text.js';

describe('searchText', () => {
  it.each([
    ['Céline Vasseur', 'celine vasseur'],
    ['O.W.L.', 'o w l'],
    ['Salt/Static', 'salt static'],
    ['AC/DC', 'ac dc'],
    ['R.E.M.', 'r e m'],
    ['  Nadia   Sørensen! ', 'nadia sorensen'],
    ['The Lighthouse Keeper’s Ledger', 'the lighthouse keepers ledger'],
    ["Don't Stop", 'dont stop'],
    ['Ａｍｂｅｒ ﬁelds', 'amber fields'],
    ['Straße Æther', 'strasse aether'],
    ['😀 Кино', ''],
  ])('%s → %s', (text, expected) => {
    expect(searchText(text)).toBe(expected);
  });
});
