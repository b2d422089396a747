import { withArtistId } from '@/entities/release';
import { apiClient, type components, unwrap, uploadFile } from '@/shared/api';

/** The artist's profile as the studio edits it (GET /api/studio/profile), typed by the schema. */
export type StudioProfile = components['schemas']['StudioProfileDto'];
/** PATCH /api/studio/profile's body: the fields that changed. */
export type ProfileChanges = components['schemas']['UpdateStudioProfileDto'];

const PROFILE_PATH = '/api/studio/profile';
const PHOTO_PATH = '/api/studio/profile/photo';

/** An admin names the artist (`artist_id`), as everywhere in the studio; an artist needs none. */
const forArtist = (artistId: string | null) => ({
  params: { query: artistId === null ? {} : { artist_id: artistId } },
});

export async function fetchStudioProfile(artistId: string | null): Promise<StudioProfile> {
  return unwrap(await apiClient.GET(PROFILE_PATH, forArtist(artistId)));
}

export async function updateStudioProfile(
  artistId: string | null,
  body: ProfileChanges,
): Promise<StudioProfile> {
  return unwrap(await apiClient.PATCH(PROFILE_PATH, { ...forArtist(artistId), body }));
}

const isProfile = (reply: unknown): reply is StudioProfile =>
  typeof reply === 'object' && reply !== null && 'artist_id' in reply && 'photo_url' in reply;

/** POST …/photo (multipart `file`), with upload progress: the profile with its new photo. */
export async function uploadProfilePhoto(
  artistId: string | null,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<StudioProfile> {
  const form = new FormData();
  form.append('file', file);
  const reply = await uploadFile(withArtistId(PHOTO_PATH, artistId), form, { onProgress });
  if (!isProfile(reply))
    throw new Error('The photo was stored, but the profile did not come back.');
  return reply;
}

/** DELETE …/photo: the profile without a photo (the artist page shows the placeholder). */
export async function removeProfilePhoto(artistId: string | null): Promise<StudioProfile> {
  return unwrap(await apiClient.DELETE(PHOTO_PATH, forArtist(artistId)));
}
