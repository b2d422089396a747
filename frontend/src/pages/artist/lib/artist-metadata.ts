import { type Artist, artistIdentifierOf } from '@/entities/artist';
import { APP_NAME, artistPath } from '@/shared/config';
import { musicGroupData, type PageMetadata } from '@/shared/lib/page-metadata';
import { safeExternalUrl } from '@/shared/ui/social-links';

/** Search snippets show about 155 characters. */
const DESCRIPTION_CHARS = 155;

/** A one-line summary: the start of the bio, else who they are in genres. */
export function artistDescription(artist: Artist): string {
  const bio = (artist.bio ?? '').replace(/\s+/g, ' ').trim();
  if (bio !== '') {
    return bio.length <= DESCRIPTION_CHARS
      ? bio
      : `${bio.slice(0, DESCRIPTION_CHARS - 1).trimEnd()}…`;
  }
  const genres = artist.genre.length === 0 ? '' : ` (${artist.genre.join(', ')})`;
  return `Listen to ${artist.name}${genres} on ${APP_NAME}.`;
}

/** Title, description, social card and MusicGroup structured data for the artist page. */
export function artistMetadata(artist: Artist): PageMetadata {
  const image = artist.image_url ?? artist.banner_url;
  const description = artistDescription(artist);
  return {
    title: artist.name,
    description,
    image,
    type: 'profile',
    structuredData: musicGroupData({
      name: artist.name,
      path: artistPath(artistIdentifierOf(artist)),
      description: artist.bio,
      image,
      genres: artist.genre,
      sameAs: Object.values(artist.social_links).flatMap((link) => {
        const url = safeExternalUrl(link);
        return url === null ? [] : [url.href];
      }),
    }),
  };
}
