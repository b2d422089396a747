import { likePrefix, likeSubstring } from './like-pattern.js';

describe('likePrefix', () => {
  it('lower-cases the text and matches what starts with it', () => {
    expect(likePrefix('Lena')).toBe('lena%');
  });

  it('keeps wildcards and the escape character literal', () => {
    expect(likePrefix('50%_off\\')).toBe('50\\%\\_off\\\\%');
  });
});

describe('likeSubstring', () => {
  it('lower-cases the text and matches what holds it anywhere', () => {
    expect(likeSubstring('7KQM')).toBe('%7kqm%');
  });

  it('keeps wildcards and the escape character literal', () => {
    expect(likeSubstring('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
