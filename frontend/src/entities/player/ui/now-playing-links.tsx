import { Link } from 'react-router';
import { albumPath, artistPath } from '@/shared/config';
import { cx } from '@/shared/lib/classnames';
import type { PlayerTrack } from '../model/player-track';
import styles from './now-playing-links.module.css';

const artistIdentifier = (track: PlayerTrack): string => track.artistSlug ?? track.artistId;

export interface NowPlayingLinksProps {
  track: PlayerTrack;
  /** `lg` for the full player: a bigger title on its own line. */
  size?: 'md' | 'lg';
  /** Called when either link is followed, e.g. to collapse a sheet that covers the page. */
  onNavigate?: () => void;
  className?: string | undefined;
}

/** The track title (to its album) with the explicit mark, and the artist (to the artist page). */
export function NowPlayingLinks({
  track,
  size = 'md',
  onNavigate,
  className,
}: NowPlayingLinksProps) {
  return (
    <div className={cx(styles.links, className)} data-size={size}>
      <p className={styles.titleLine}>
        <Link
          to={albumPath(track.albumSlug ?? track.albumId, artistIdentifier(track))}
          className={styles.title}
          title={track.title}
          onClick={onNavigate}
        >
          {track.title}
        </Link>
        {track.explicit ? (
          <span className={styles.explicit} role="img" aria-label="Explicit" title="Explicit">
            E
          </span>
        ) : null}
      </p>
      <Link
        to={artistPath(artistIdentifier(track))}
        className={styles.artist}
        title={track.artistName}
        onClick={onNavigate}
      >
        {track.artistName}
      </Link>
    </div>
  );
}
