import type { Artist } from '@/entities/artist';
import { Artwork } from '@/shared/ui/artwork';
import { PlayButton, type PlayButtonState } from './play-button';
import styles from './artist-page.module.css';
import { cx } from '@/shared/lib/classnames';

export interface ArtistHeroProps {
  artist: Artist;
  playState: PlayButtonState;
  onPlay: () => void;
}

/** Banner with the artist's logo (or name), the round photo and the play button (spec §2). */
export function ArtistHero({ artist, playState, onPlay }: ArtistHeroProps) {
  const banner = artist.banner_url ?? artist.banner_image;
  return (
    <header className={styles.hero}>
      <div
        className={styles.banner}
        style={banner ? { backgroundImage: `url("${encodeURI(banner)}")` } : undefined}
        data-has-image={Boolean(banner) || undefined}
      >
        <h1 className={styles.name}>
          {artist.artist_logo ? (
            <img className={styles.logo} src={artist.artist_logo} alt={artist.name} />
          ) : (
            artist.name
          )}
        </h1>
      </div>
      <div className={styles.identity}>
        <Artwork
          className={cx(styles.photo)}
          src={artist.image_url}
          alt={`Photo of ${artist.name}`}
          kind="artist"
          size={200}
        />
        <PlayButton state={playState} artistName={artist.name} onPlay={onPlay} />
      </div>
    </header>
  );
}
