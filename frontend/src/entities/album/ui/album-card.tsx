import { Link } from 'react-router';
import { cx } from '@/shared/lib/classnames';
import { Artwork } from '@/shared/ui/artwork';
import { releaseYear, trackCountLabel } from '../lib/release-date';
import type { AlbumCardFields } from '../model/album';
import { AlbumAccessChip } from './album-access-chip';
import styles from './album-card.module.css';

export interface AlbumCardProps {
  album: AlbumCardFields & { track_count?: number };
  /** The album page. */
  to: string;
  /** A second line, e.g. the artist's name in lists that mix artists. */
  subtitle?: string;
  /** The element id a URL hash can point at (e.g. `album-{id}` on the artist page). */
  anchorId?: string;
  /** Briefly marked after a URL hash pointed at it. */
  highlighted?: boolean;
  className?: string;
}

/** A release: cover, title, year and track count, and its access chip; links to the album. */
export function AlbumCard({
  album,
  to,
  subtitle,
  anchorId,
  highlighted = false,
  className,
}: AlbumCardProps) {
  const facts = [
    releaseYear(album.release_date),
    album.track_count === undefined ? null : trackCountLabel(album.track_count),
  ].filter((fact) => fact !== null);
  return (
    <article
      id={anchorId}
      className={cx(styles.card, className)}
      data-highlighted={highlighted || undefined}
      aria-current={highlighted || undefined}
    >
      <Link to={to} className={cx(styles.link)}>
        <Artwork className={cx(styles.cover)} src={album.artwork_url} kind="album" size={240} />
        <h3 className={styles.title}>{album.title}</h3>
      </Link>
      {subtitle === undefined ? null : <p className={styles.subtitle}>{subtitle}</p>}
      <div className={styles.meta}>
        {facts.length === 0 ? null : <span>{facts.join(' · ')}</span>}
        <AlbumAccessChip accessType={album.access_type} />
      </div>
    </article>
  );
}
