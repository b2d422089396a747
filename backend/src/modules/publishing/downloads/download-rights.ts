import { type AccessType, isPurchasable } from '@encore/shared-rules';

/** What an owner may download an album as: lossless, or MP3 at 320 kb/s (docs/adr/0045). */
export const DOWNLOAD_FORMATS = ['flac', 'mp3'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** The facts of an album that decide its downloads. */
export interface DownloadableAlbum {
  accessType: AccessType;
  listed: boolean;
  /**
   * The release's setting (free albums); null for an album that is no release — the demo and
   * bulk catalogues, whose audio the pipeline never made: they offer no downloads.
   */
  downloadsEnabled: boolean | null;
  /** The tracks that have renditions, and whether each has a FLAC (a lossless master). */
  tracks: readonly { flac: boolean }[];
}

/** Who asks: signed in or not, and holding a grant (a purchase) to the album. */
export interface DownloadCaller {
  signedIn: boolean;
  holdsGrant: boolean;
}

/**
 * May download; must sign in first; must buy the album first; or nothing is offered (not a
 * release, downloads off, or a hidden free album, which plays for no one).
 */
export type DownloadRight = 'allowed' | 'sign_in' | 'purchase' | 'not_offered';

/**
 * The formats an album offers, whoever asks: Soundcheck albums always (their buyers own them),
 * free albums when the artist allows downloads, nothing else. FLAC only when every track has one:
 * an album is downloaded whole, in one format.
 */
export function formatsOffered(album: DownloadableAlbum): DownloadFormat[] {
  if (album.downloadsEnabled === null || album.tracks.length === 0) return [];
  const offered =
    isPurchasable(album.accessType) || (album.accessType === 'free' && album.downloadsEnabled);
  if (!offered) return [];
  return album.tracks.every((track) => track.flac) ? ['flac', 'mp3'] : ['mp3'];
}

/**
 * Whether the album exists for this caller at all: a hidden album is unknown to everyone but its
 * buyers (docs/adr/0044), and so are its downloads.
 */
export const albumVisibleTo = (album: DownloadableAlbum, caller: DownloadCaller): boolean =>
  album.listed || (caller.signedIn && caller.holdsGrant);

/** What this caller may do about the album's downloads. */
export function downloadRight(album: DownloadableAlbum, caller: DownloadCaller): DownloadRight {
  if (formatsOffered(album).length === 0) return 'not_offered';
  if (!caller.signedIn) return 'sign_in';
  if (isPurchasable(album.accessType)) return caller.holdsGrant ? 'allowed' : 'purchase';
  return album.listed ? 'allowed' : 'not_offered';
}
