import { characterCount, lengthProblem } from './text-length';

describe('text length', () => {
  test('counts code points, as the server does', () => {
    expect(characterCount('🎵é')).toBe(2);
    expect(characterCount('')).toBe(0);
  });

  test('says how much to remove only when the text is too long', () => {
    expect(lengthProblem('abc', 'The words', 3)).toBeNull();
    expect(lengthProblem('a'.repeat(1002), 'The words', 1000)).toBe(
      'The words are 1,002 characters long; at most 1,000 fit. Remove 2 characters.',
    );
  });
});
