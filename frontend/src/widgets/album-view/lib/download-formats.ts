import type { DownloadFormat, DownloadOffer } from '@/entities/album';

/** What each format is called on the page (the zip's name says the same). */
export const DOWNLOAD_FORMAT_LABELS: Record<DownloadFormat, string> = {
  flac: 'FLAC',
  mp3: 'MP3 320',
};

/** `FLAC · MP3 320`: the formats, in the server's order. */
export const downloadFormatsLine = (formats: readonly DownloadFormat[]): string =>
  formats.map((format) => DOWNLOAD_FORMAT_LABELS[format]).join(' · ');

/**
 * How the album page shows downloads: nothing when none are offered, buttons for a caller who may
 * download, else the formats as information (before purchase or sign-in).
 */
export type DownloadsView =
  | { kind: 'none' }
  | { kind: 'buttons'; formats: readonly DownloadFormat[] }
  | { kind: 'info'; line: string; hint: string | null };

export function downloadsViewOf(offer: DownloadOffer | null): DownloadsView {
  if (offer === null || offer.formats.length === 0) return { kind: 'none' };
  if (offer.can_download) return { kind: 'buttons', formats: offer.formats };
  return {
    kind: 'info',
    line: `Download: ${downloadFormatsLine(offer.formats)}`,
    hint: offer.requires === 'sign_in' ? 'Sign in to download' : null,
  };
}
