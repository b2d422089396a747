import { artworkTooSmall } from './artwork-rules.js';

describe('artworkTooSmall', () => {
  test('a cover whose shorter side reaches 1400 pixels is large enough', () => {
    expect(artworkTooSmall(1400, 1400)).toBeNull();
    expect(artworkTooSmall(2000, 1400)).toBeNull();
  });

  test('a shorter side under 1400 is refused with both sides named', () => {
    expect(artworkTooSmall(3000, 1399)).toBe(
      'This image is 3000 × 1399 pixels; artwork must be at least 1400 × 1400.',
    );
  });
});
