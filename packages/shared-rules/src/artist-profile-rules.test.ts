import { ARTIST_GENRES_MAX, ARTIST_NAME_MAX_LENGTH, isArtistLink } from './artist-profile-rules.js';
import { WAITLIST_LIST_LIMITS, WAITLIST_TEXT_LIMITS } from './waitlist-rules.js';

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

  test('a profile made from a waitlist entry always fits', () => {
    expect(ARTIST_NAME_MAX_LENGTH).toBe(WAITLIST_TEXT_LIMITS.artist_name);
    expect(ARTIST_GENRES_MAX).toBe(WAITLIST_LIST_LIMITS.genres);
  });
});
