import { isArtistLink } from '@encore/shared-rules';
import type { Artist } from '@/entities/artist';
import type { StudioProfile } from '../api/studio-profile';
import { linksOf, type ProfileForm } from './profile-form';

/** What the artist page's header and About show, as the preview draws them. */
export type ProfilePreview = Pick<
  Artist,
  | 'name'
  | 'image_url'
  | 'banner_url'
  | 'banner_image'
  | 'artist_logo'
  | 'bio'
  | 'social_links'
  | 'genre'
  | 'mood'
>;

/**
 * The artist page as it will look once the form is saved: the form's name, bio, links and
 * genres over the profile's photo, banner, logo and moods. Links the server would refuse are
 * left out, as the page would never show them; each is named by its address, from which the page
 * reads its site as it does for a name it does not know. Genres in the page's order (by name).
 */
export function previewOf(profile: StudioProfile, form: ProfileForm): ProfilePreview {
  const name = form.name.trim();
  const links = [...new Set(linksOf(form).filter(isArtistLink))];
  return {
    name: name === '' ? profile.name : name,
    image_url: profile.photo_url,
    banner_url: profile.banner_url,
    banner_image: profile.banner_url,
    artist_logo: profile.artist_logo,
    bio: form.bio.trim() === '' ? null : form.bio.trim(),
    social_links: Object.fromEntries(links.map((url) => [url, url])),
    genre: [...form.genres].sort((a, b) => a.localeCompare(b)),
    mood: profile.moods,
  };
}
