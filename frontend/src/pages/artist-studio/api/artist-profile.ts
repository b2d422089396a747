import { isArtistBioPlaceholder } from '@encore/shared-rules';
import { apiClient, type components, unwrap } from '@/shared/api';

type Artist = components['schemas']['ArtistDto'];

/** What the studio's checklist reads of the artist's public profile. */
export interface ProfileFacts {
  name: string;
  /** The artist page's address part: the slug, else the id. */
  identifier: string;
  hasPhoto: boolean;
  hasBio: boolean;
  hasGenres: boolean;
}

const filled = (text: string | null): boolean => text !== null && text.trim() !== '';

/** A bio the artist wrote: Encore's placeholder (a profile made from the waitlist) is not one. */
const ownBio = (bio: string | null): boolean =>
  bio !== null && filled(bio) && !isArtistBioPlaceholder(bio);

export const profileFactsOf = (artist: Artist): ProfileFacts => ({
  name: artist.name,
  identifier: artist.slug ?? artist.id,
  hasPhoto: filled(artist.image_url),
  hasBio: ownBio(artist.bio),
  hasGenres: artist.genres.length > 0,
});

/** GET /api/public/artist/{id}: the profile as listeners see it on the artist page. */
export async function fetchProfileFacts(artistId: string): Promise<ProfileFacts> {
  const artist = unwrap(
    await apiClient.GET('/api/public/artist/{id}', { params: { path: { id: artistId } } }),
  );
  return profileFactsOf(artist);
}
