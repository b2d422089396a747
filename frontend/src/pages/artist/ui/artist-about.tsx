import type { Artist } from '@/entities/artist';
import { Chip } from '@/shared/ui/chip';
import { ClampedText } from '@/shared/ui/clamped-text';
import { SocialLinks } from '@/shared/ui/social-links';
import styles from './artist-page.module.css';

/** Spec §9: the bio shows 4 lines until "See more". */
const BIO_LINES = 4;

function ChipGroup({ title, names }: { title: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <div className={styles.chipGroup}>
      <h3 className={styles.minorHeading}>{title}</h3>
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

/** About: bio, social links, genre and mood chips and the coming-soon note (spec §2). */
export function ArtistAbout({ artist }: { artist: Artist }) {
  const bio = artist.bio?.trim() ?? '';
  return (
    <section className={styles.about} aria-labelledby="artist-about-heading">
      <h2 id="artist-about-heading" className={styles.sectionHeading}>
        About
      </h2>
      {bio === '' ? (
        <p className={styles.muted}>This artist has no biography yet.</p>
      ) : (
        <ClampedText text={bio} lines={BIO_LINES} />
      )}
      <SocialLinks links={artist.social_links} ownerName={artist.name} />
      <ChipGroup title="Genre" names={artist.genre} />
      <ChipGroup title="Mood" names={artist.mood} />
      <p className={styles.comingSoon}>Badges, Tour Dates & Mixtapes coming soon...</p>
    </section>
  );
}
