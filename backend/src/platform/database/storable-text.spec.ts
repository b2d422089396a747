import { isStorableText, storableText } from './storable-text.js';

describe('storableText', () => {
  it('drops NUL bytes', () => {
    expect(storableText('Night\u0000 Drive\u0000')).toBe('Night Drive');
  });

  it('replaces lone surrogates, high or low, with U+FFFD', () => {
    expect(storableText('a\uD800b')).toBe('a\uFFFDb');
    expect(storableText('a\uDC00')).toBe('a\uFFFD');
    expect(storableText('\uDC00\uD800')).toBe('\uFFFD\uFFFD');
  });

  it('keeps paired surrogates (emoji) and every other character as they are', () => {
    const text = 'Sigur Rós — Hoppípolla 🎵 ∞ \t\u0001';
    expect(storableText(text)).toBe(text);
  });
});

describe('isStorableText', () => {
  it('is false exactly where storableText would change the text', () => {
    for (const text of ['Night\u0000Drive', 'a\uD800b', 'a\uDC00', '\uDC00\uD800']) {
      expect([text, isStorableText(text)]).toEqual([text, false]);
    }
    for (const text of ['Sigur Rós 🎵 ∞ \t\u0001', '']) {
      expect([text, isStorableText(text)]).toEqual([text, true]);
    }
  });
});
