/** @jest-environment node */
import { formatCount } from './format-count';

describe('formatCount', () => {
  test('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
