import { ApiError } from '@/shared/api';
import type { StudioProfile } from '../api/studio-profile';

export const ARTIST_ID = '0b8f4c7e-6a2d-4d1e-9f3a-2c5b7e9d1a40';

/** A round photo as a data address, so stories and tests need no server. */
export const PHOTO_URL =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23E4FF1A'/%3E%3Ccircle cx='32' cy='26' r='12' fill='%230b0a10'/%3E%3Cpath d='M10 64a22 22 0 0 1 44 0Z' fill='%230b0a10'/%3E%3C/svg%3E";

/** The demo artist's profile as GET /api/studio/profile answers it. */
export const profileFixture = (overrides: Partial<StudioProfile> = {}): StudioProfile => ({
  artist_id: ARTIST_ID,
  name: 'Neon Harbor',
  slug: 'neon-harbor',
  bio: 'Synth-pop from a port town that never sleeps.',
  photo_url: null,
  links: ['https://neonharbor.bandcamp.com/', 'https://www.instagram.com/neonharbor.music'],
  genres: ['Electronic', 'Synthwave'],
  country: 'GB',
  banner_url: null,
  artist_logo: null,
  moods: ['Nocturnal'],
  ...overrides,
});

export const GENRE_NAMES = ['Ambient', 'Electronic', 'Jazz', 'Synthwave'];

/** The server's refusal of a name another artist is reached by. */
export const nameTakenError = () =>
  new ApiError(
    409,
    'Conflict',
    'Another artist on Encore is already at /artist/celine-vasseur. Add something that sets you apart, such as your city.',
    'PROFILE.NAME_TAKEN',
  );

/** The server's refusal of a link that is not https (a validation failure naming the field). */
export const linkRefusedError = () =>
  new ApiError(400, 'Bad Request', 'Links must be https addresses.', 'PLATFORM.VALIDATION_FAILED', [
    {
      field: 'links',
      messages: ['Links must be https addresses, like https://yourname.bandcamp.com.'],
    },
  ]);
