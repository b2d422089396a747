import { type Artist, artistIdentifierOf } from '@/entities/artist';
import { AlbumCard } from '@/entities/album';
import { albumPath, catalogueIdentifier } from '@/shared/config';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import styles from './artist-page.module.css';
import { cx } from '@/shared/lib/classnames';

/** The element id `#album-{id}` links scroll to. */
export const albumAnchor = (albumId: string): string => `album-${albumId}`;

interface ReleaseGridProps {
  artist: Artist;
  highlightedAnchor: string | null;
}

function ReleaseGrid({ artist, highlightedAnchor }: ReleaseGridProps) {
  if (artist.albums.length === 0) {
    return <p className={styles.muted}>No releases found for this artist.</p>;
  }
  const artistIdentifier = artistIdentifierOf(artist);
  return (
    <ul className={styles.releaseGrid}>
      {artist.albums.map((album) => (
        <li key={album.id}>
          <AlbumCard
            album={album}
            to={albumPath(catalogueIdentifier(album), artistIdentifier)}
            anchorId={albumAnchor(album.id)}
            highlighted={highlightedAnchor === albumAnchor(album.id)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Releases, newest first; a render failure here leaves the rest of the page (spec §8). */
export function ArtistReleases(props: ReleaseGridProps) {
  return (
    <section className={styles.releases} aria-labelledby="artist-releases-heading">
      <h2 id="artist-releases-heading" className={styles.sectionHeading}>
        Releases
      </h2>
      <ErrorBoundary
        fallback={<p className={cx(styles.muted)}>Unable to display releases at this time.</p>}
      >
        <ReleaseGrid {...props} />
      </ErrorBoundary>
    </section>
  );
}
