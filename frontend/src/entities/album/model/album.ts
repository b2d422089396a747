import type { components } from '@/shared/api';

/** An album in lists (search, discover), typed by the OpenAPI schema. */
export type Album = components['schemas']['AlbumDto'];
/** The album page's album: the list fields plus its tracks. */
export type AlbumDetail = components['schemas']['AlbumDetailDto'];
/** A release on the artist page (with its track count). */
export type AlbumSummary = components['schemas']['AlbumSummaryDto'];
/** free, standard, soundcheck, vip or limited (spec §3): one list with the server's. */
export type { AccessType } from '@encore/shared-rules';
/** The access check result (spec §3): hasAccess, accessType, grantedAt. */
export type AccessCheckResult = components['schemas']['AccessCheckDto'];
/** What the album offers for download, and to this caller (docs/adr/0045). */
export type DownloadOffer = components['schemas']['DownloadOfferDto'];
/** flac (lossless) or mp3 (320 kb/s). */
export type DownloadFormat = DownloadOffer['formats'][number];

/** What an album card shows; every album shape has these fields. */
export type AlbumCardFields = Pick<
  Album,
  'id' | 'slug' | 'title' | 'artwork_url' | 'release_date' | 'access_type'
>;

/** Spec §5: only SoundCheck can be bought, and only SoundCheck albums need an access check. */
export { isPurchasable } from '@encore/shared-rules';
