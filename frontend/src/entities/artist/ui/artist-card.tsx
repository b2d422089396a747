import { Link } from 'react-router';
import { artistPath } from '@/shared/config';
import { cx } from '@/shared/lib/classnames';
import { Artwork } from '@/shared/ui/artwork';
import { artistIdentifierOf } from '../lib/artist-identifier';
import type { ArtistSummary } from '../model/artist';
import styles from './artist-card.module.css';

export interface ArtistCardProps {
  artist: ArtistSummary;
  className?: string;
}

/** An artist in a grid: round photo, name and first genres; links to the artist page. */
export function ArtistCard({ artist, className }: ArtistCardProps) {
  const genres = artist.genres.slice(0, 2).join(' · ');
  return (
    <article className={cx(styles.card, className)}>
      <Link to={artistPath(artistIdentifierOf(artist))} className={cx(styles.link)}>
        <Artwork className={cx(styles.photo)} src={artist.image_url} kind="artist" size={160} />
        <h3 className={styles.name}>{artist.name}</h3>
      </Link>
      {genres === '' ? null : <p className={styles.genres}>{genres}</p>}
    </article>
  );
}
