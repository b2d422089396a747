import { ISRC_INPUT_PATTERN, normaliseIsrc } from './isrc.js';

describe('normaliseIsrc', () => {
  test.each([
    ['GBAYE0601498', 'GBAYE0601498'],
    ['gb-aye-06-01498', 'GBAYE0601498'],
    [' USRC17607839 ', 'USRC17607839'],
    ['QZ-9AB-24-00001', 'QZ9AB2400001'],
  ])('%s → %s', (input, stored) => {
    expect(normaliseIsrc(input)).toBe(stored);
  });

  test.each([
    ['too short', 'GBAYE060149'],
    ['a digit for the country', 'G1AYE0601498'],
    ['letters in the year', 'GBAYEAB01498'],
    ['letters in the designation', 'GBAYE060149X'],
    ['other separators', 'GB AYE 06 01498'],
    ['empty', ''],
  ])('refuses %s', (_case, input) => {
    expect(normaliseIsrc(input)).toBeNull();
  });

  it('has no flags, so a JSON Schema pattern can carry it', () => {
    expect(ISRC_INPUT_PATTERN.flags).toBe('');
  });
});
