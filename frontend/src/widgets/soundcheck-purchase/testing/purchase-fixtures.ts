import type { AccessCheckResult, AlbumDetail } from '@/entities/album';
import { trackFixture } from '@/entities/track/index.testing';
import type { Price } from '../api/purchase-api';

// Sample data for the purchase widget's tests and stories: the demo's Soundcheck album.

export const ALBUM_ID = '3f6b1c2a-9d4e-4b7a-8c1f-2e5d7a9b0c13';
const ARTIST_ID = '8a2d4f6e-1b3c-4d5e-9f70-1a2b3c4d5e6f';

/** An inline cover keeps the stories offline-friendly. */
export const COVER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%235aa9ff'/%3E%3Ccircle cx='32' cy='32' r='14' fill='%230b0a10'/%3E%3C/svg%3E";

export function soundcheckAlbum(
  overrides: Partial<AlbumDetail> = {},
  accessGranted = false,
): AlbumDetail {
  const accessType = overrides.access_type ?? 'soundcheck';
  const track = (n: number, title: string) =>
    trackFixture({
      id: `t-${n}`,
      title,
      artistName: 'Neon Harbor',
      artist_name: 'Neon Harbor',
      duration: 200 + n,
      track_number: n,
      file_path: `audio/night-drive-tapes-0${n}.mp3`,
      album_id: ALBUM_ID,
      album_slug: 'night-drive-tapes',
      album_title: 'Night Drive Tapes',
      artist_id: ARTIST_ID,
      artist_slug: 'neon-harbor',
      access_type: accessType,
      access_granted: accessGranted,
    });
  return {
    id: ALBUM_ID,
    slug: 'night-drive-tapes',
    title: 'Night Drive Tapes',
    artwork_url: COVER,
    release_date: '2024-03-01',
    access_type: accessType,
    description: 'Demos, alternate mixes and voice memos behind the second record.',
    artist: { id: ARTIST_ID, slug: 'neon-harbor', name: 'Neon Harbor', image_url: null },
    artist_id: ARTIST_ID,
    artist_slug: 'neon-harbor',
    artist_name: 'Neon Harbor',
    tracks: [track(2, 'Chrome Sunrise (demo)'), track(1, 'Harbour Lights (voice memo)')],
    ...overrides,
  };
}

export const SOUNDCHECK_PRICE: Price = {
  access_type: 'soundcheck',
  price_id: 'price_soundcheck_gbp_599',
  amount: 599,
  currency: 'gbp',
};

export const OWNED: AccessCheckResult = {
  hasAccess: true,
  accessType: 'soundcheck',
  grantedAt: '2026-11-25T14:03:00.000Z',
};
export const NOT_OWNED: AccessCheckResult = {
  hasAccess: false,
  accessType: 'soundcheck',
  grantedAt: null,
};
