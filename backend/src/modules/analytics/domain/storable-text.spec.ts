import { storableText } from './storable-text.js';

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
