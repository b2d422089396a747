import { ArtistCard } from '@/entities/artist';
import type { DiscoverContent as Content } from '../api/discover-reply';
import { AlbumGrid } from './album-grid';
import { DiscoverSection } from './discover-section';
import { GenreLinks } from './genre-links';
import styles from './discover.module.css';

/** The four sections (ADR 0010); a section with nothing in it is left out. */
export function DiscoverContent({ content }: { content: Content }) {
  const { newReleases, genres, featuredArtists, soundcheckAlbums } = content;
  if (newReleases.length + genres.length + featuredArtists.length + soundcheckAlbums.length === 0) {
    return <p className={styles.empty}>Nothing to discover yet. New music is on its way.</p>;
  }
  return (
    <div className={styles.sections}>
      {newReleases.length === 0 ? null : (
        <DiscoverSection id="new-releases" title="New releases">
          <AlbumGrid albums={newReleases} />
        </DiscoverSection>
      )}
      {genres.length === 0 ? null : (
        <DiscoverSection id="genres" title="Browse by genre">
          <GenreLinks genres={genres} />
        </DiscoverSection>
      )}
      {featuredArtists.length === 0 ? null : (
        <DiscoverSection id="featured-artists" title="Featured artists">
          <ul className={styles.grid}>
            {featuredArtists.map((artist) => (
              <li key={artist.id}>
                <ArtistCard artist={artist} />
              </li>
            ))}
          </ul>
        </DiscoverSection>
      )}
      {soundcheckAlbums.length === 0 ? null : (
        <DiscoverSection
          id="soundcheck"
          title="Soundcheck exclusives"
          lead="Behind-the-scenes content, early access, acoustic versions and artist commentary, unlocked once per album."
        >
          <AlbumGrid albums={soundcheckAlbums} />
        </DiscoverSection>
      )}
    </div>
  );
}
