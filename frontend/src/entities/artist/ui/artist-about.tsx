import { useId } from 'react';
import { cx } from '@/shared/lib/classnames';
import { Chip } from '@/shared/ui/chip';
import { ClampedText } from '@/shared/ui/clamped-text';
import { SocialLinks } from '@/shared/ui/social-links';
import type { Artist } from '../model/artist';
import styles from './artist-about.module.css';

/** Spec §9: the bio shows 4 lines until "See more". */
const BIO_LINES = 4;

type Level = 2 | 3 | 4;

function ChipGroup(props: { title: string; names: readonly string[]; level: Level | 5 }) {
  const { title, names } = props;
  const Heading = `h${props.level}` as const;
  if (names.length === 0) return null;
  return (
    <div>
      <Heading className={styles.minorHeading}>{title}</Heading>
      <ul className={styles.chips} aria-label={title}>
        {names.map((name) => (
          <li key={name}>
            <Chip>{name}</Chip>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface ArtistAboutProps {
  artist: Pick<Artist, 'name' | 'bio' | 'social_links' | 'genre' | 'mood'>;
  /** "About"'s heading: under the page's title, or a level lower in a preview. */
  headingLevel?: Level;
  className?: string | undefined;
}

/**
 * About (spec §2): bio, social links in the artist's order, genre and mood chips and the
 * coming-soon note. The artist page and the studio's preview of it show the same section.
 */
export function ArtistAbout({ artist, headingLevel = 2, className }: ArtistAboutProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const groupLevel = (headingLevel + 1) as Level | 5;
  const bio = artist.bio?.trim() ?? '';
  return (
    <section className={cx(styles.about, className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        About
      </Heading>
      {bio === '' ? (
        <p className={styles.muted}>This artist has no biography yet.</p>
      ) : (
        <ClampedText text={bio} lines={BIO_LINES} />
      )}
      <SocialLinks links={artist.social_links} ownerName={artist.name} />
      <ChipGroup title="Genre" names={artist.genre} level={groupLevel} />
      <ChipGroup title="Mood" names={artist.mood} level={groupLevel} />
      <p className={styles.comingSoon}>Badges, Tour Dates & Mixtapes coming soon...</p>
    </section>
  );
}
