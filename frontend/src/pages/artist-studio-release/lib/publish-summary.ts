import {
  accessChoiceOf,
  formatStudioTime,
  RELEASE_TYPE_LABELS,
  type StudioRelease,
} from '@/entities/release';
import { formatCount } from '@/shared/lib/format';
import { newTracksForBuyers } from './sold-tracks';

export type PublishWhen = { kind: 'now' } | { kind: 'at'; at: Date };

/** What the confirmation lists as going public, one fact a line. */
export interface PublicSummary {
  /** "“Night Ferry”, an EP by Neon Harbor". */
  release: string;
  /** "1. Headlights (3:34)", … in their order. */
  tracks: string[];
  access: string;
  /** Artwork, genres, description and release date, as listeners will read them. */
  details: string[];
  when: string;
  /** Who is mailed about the new tracks (a bought release that has some), else null. */
  buyers: string | null;
}

const article = (label: string): string => (/^[AEIOU]/.test(label) ? 'an' : 'a');

/** `m:ss` (or `h:mm:ss`) of the studio's seconds. */
export function trackLength(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * "Your note goes to the 12 people who bought it, with the new tracks: “A”, “B”.": the buyers
 * hear of the tracks they do not have yet (docs/adr/0050); null when there is nobody to tell.
 */
export function buyersLine(release: Pick<StudioRelease, 'buyers' | 'tracks'>): string | null {
  const news = newTracksForBuyers(release);
  if (news.length === 0) return null;
  const people = release.buyers === 1 ? 'the person' : `the ${formatCount(release.buyers)} people`;
  const titles = news.map((track) => `“${track.title}”`).join(', ');
  const tracks = news.length === 1 ? 'the new track' : 'the new tracks';
  return `Your note goes to ${people} who bought it, with ${tracks}: ${titles}.`;
}

/**
 * Exactly what the public will find once the release is published (every track: the public sees
 * the release as the artist does), and when.
 */
export function publicSummary(
  release: StudioRelease,
  when: PublishWhen,
  timeZone?: string,
): PublicSummary {
  const label = RELEASE_TYPE_LABELS[release.release_type];
  // In a sentence: "an album", "an EP", "a single".
  const type = label === label.toUpperCase() ? label : label.toLowerCase();
  const access = accessChoiceOf(release.access_type);
  const tracks = [...release.tracks]
    .sort((a, b) => a.position - b.position)
    .map(
      (track) =>
        `${track.position}. ${track.title}${track.explicit ? ' (explicit)' : ''} · ${trackLength(track.duration_s)}`,
    );
  const details = [
    release.artwork_url === null ? 'No artwork' : 'Its artwork',
    release.genres.length === 0 ? 'No genre' : `Genres: ${release.genres.join(', ')}`,
    release.description === null || release.description.trim() === ''
      ? 'No description'
      : 'Its description',
    release.release_date === null
      ? 'Release date: the day it is first published'
      : `Release date: ${release.release_date}`,
  ];
  return {
    release: `“${release.title}”, ${article(type)} ${type} by ${release.artist_name}`,
    tracks,
    access: access === null ? 'No access type chosen' : `${access.label}: ${access.forListeners}`,
    details,
    when:
      when.kind === 'now'
        ? 'Now: it appears on your artist page, in search and on Discover within seconds.'
        : `On ${formatStudioTime(when.at.toISOString(), timeZone)}: until then nobody but you sees it.`,
    buyers: buyersLine(release),
  };
}
