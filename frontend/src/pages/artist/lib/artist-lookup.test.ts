/** @jest-environment node */
import type { ArtistSummary } from '@/entities/artist';
import { ApiError } from '@/shared/api';
import { artistFailureMessage, pickSearchMatch } from './artist-lookup';

const artist = (name: string, slug: string | null): ArtistSummary => ({
  id: `id-${name}`,
  slug,
  name,
  image_url: null,
  genres: [],
});

describe('pickSearchMatch', () => {
  const results = [artist('Ghost Orchards', 'ghost-orchards'), artist('Ghost Orchard', null)];

  test('takes the result whose slug or name-derived slug matches, in any case', () => {
    expect(pickSearchMatch(results, 'Ghost-Orchard')?.name).toBe('Ghost Orchard');
    expect(pickSearchMatch(results, 'ghost-orchards')?.name).toBe('Ghost Orchards');
  });

  test('falls back to the first result, or null without results', () => {
    expect(pickSearchMatch(results, 'orchard')?.name).toBe('Ghost Orchards');
    expect(pickSearchMatch([], 'orchard')).toBeNull();
  });
});

describe('artistFailureMessage', () => {
  test('404 (and an unreadable identifier, 400) is "Artist not found"; anything else is a load failure', () => {
    expect(artistFailureMessage(new ApiError(404, 'Not Found', 'Artist not found', null))).toBe(
      'Artist not found',
    );
    expect(artistFailureMessage(new ApiError(400, 'Bad Request', null, null))).toBe(
      'Artist not found',
    );
    expect(artistFailureMessage(new ApiError(500, 'Server Error', null, null))).toBe(
      'Failed to load artist information',
    );
    expect(artistFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to load artist information',
    );
  });
});
