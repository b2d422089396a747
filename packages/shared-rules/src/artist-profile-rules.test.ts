import { isArtistLink } from './artist-profile-rules.js';

describe('artist profile rules', () => {
  test.each([
    'https://neonharbor.bandcamp.com',
    'HTTPS://www.instagram.com/neonharbor.music',
    'https://example.com:8443/tour?year=2027#dates',
  ])('%s is a profile link', (link) => {
    expect(isArtistLink(link)).toBe(true);
  });

  test.each([
    'http://neonharbor.bandcamp.com',
    'javascript:alert(1)',
    'https://user@example.com',
    'https:///path-only',
    'https://exa mple.com',
    'neonharbor.bandcamp.com',
    ' https://example.com',
  ])('%s is not', (link) => {
    expect(isArtistLink(link)).toBe(false);
  });
});
