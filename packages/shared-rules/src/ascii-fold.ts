/**
 * Letters that keep no accent to strip (no Unicode decomposition) but read as plain Latin letters;
 * the same spellings `unaccent` uses. Shared by the slug rule and the search text.
 */
const LETTERS: Readonly<Record<string, string>> = {
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ŋ: 'n',
  Ŋ: 'N',
  ŧ: 't',
  Ŧ: 'T',
  ſ: 's',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ß: 'ss',
  þ: 'th',
  Þ: 'TH',
};
const LETTER = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/**
 * Latin text as plain ASCII letters where possible: compatibility forms and accents split off
 * (NFKD) and dropped ("Céline" → "Celine", "ﬁ" → "fi"), then the letters above. Other characters
 * (punctuation, other scripts) are left for the caller to treat as separators.
 */
export function foldToAscii(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]+/g, '')
    .replace(LETTER, (letter) => LETTERS[letter] ?? letter);
}
