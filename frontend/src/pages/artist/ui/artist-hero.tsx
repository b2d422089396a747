import type { Artist } from '@/entities/artist';
import { PlayAllButtons, type PlayAllState } from '@/features/play-track';
import { Artwork } from '@/shared/ui/artwork';
import styles from './artist-page.module.css';
import { cx } from '@/shared/lib/classnames';

export interface ArtistHeroProps {
  artist: Artist;
  playState: PlayAllState;
  onPlayAll: () => void;
  onShuffle: () => void;
}

/** Banner with the artist's logo (or name), the round photo and the Play all and Shuffle buttons (spec §2's play button). */
export function ArtistHero({ artist, playState, onPlayAll, onShuffle }: ArtistHeroProps) {
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
        <PlayAllButtons
          state={playState}
          subject={artist.name}
          size="lg"
          onPlayAll={onPlayAll}
          onShuffle={onShuffle}
        />
      </div>
    </header>
  );
}
