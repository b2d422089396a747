import type { ReactNode } from 'react';
import { cx } from '@/shared/lib/classnames';
import { Artwork } from '@/shared/ui/artwork';
import type { Artist } from '../model/artist';
import styles from './artist-header.module.css';

export interface ArtistHeaderProps {
  artist: Pick<Artist, 'name' | 'image_url' | 'banner_url' | 'banner_image' | 'artist_logo'>;
  /** Beside the photo: the artist page's Play all and Shuffle. */
  actions?: ReactNode;
  /** The name's heading: the artist page's title, or a level under the page's own (a preview). */
  headingLevel?: 1 | 2 | 3;
  className?: string | undefined;
}

/**
 * What an artist page opens with (spec §2): a banner with the artist's logo (or name), and the
 * round photo. The artist page and the studio's preview of it show the same header.
 */
export function ArtistHeader({ artist, actions, headingLevel = 1, className }: ArtistHeaderProps) {
  const banner = artist.banner_url ?? artist.banner_image;
  const Heading = `h${headingLevel}` as const;
  return (
    <header className={cx(styles.header, className)}>
      <div
        className={styles.banner}
        style={banner ? { backgroundImage: `url("${encodeURI(banner)}")` } : undefined}
        data-has-image={Boolean(banner) || undefined}
      >
        <Heading className={styles.name}>
          {artist.artist_logo ? (
            <img className={styles.logo} src={artist.artist_logo} alt={artist.name} />
          ) : (
            artist.name
          )}
        </Heading>
      </div>
      <div className={styles.identity}>
        <Artwork
          className={cx(styles.photo)}
          src={artist.image_url}
          alt={`Photo of ${artist.name}`}
          kind="artist"
          size={200}
        />
        {actions}
      </div>
    </header>
  );
}
