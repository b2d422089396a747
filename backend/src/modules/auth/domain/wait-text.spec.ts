import { tryAgainIn, waitInWords } from './wait-text.js';

describe('tryAgainIn', () => {
  it.each([
    [0.2, '1 second'],
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [300, '5 minutes'],
    [3599, '60 minutes'],
    [3600, '1 hour'],
    [3700, '2 hours'],
  ])('%p s reads "%s"', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });

  it('tells the person when to come back', () => {
    expect(tryAgainIn(300)).toBe('Too many attempts. Try again in 5 minutes.');
  });
});
