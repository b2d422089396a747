import type { Track } from '@/entities/track';
import { cx } from '@/shared/lib/classnames';
import { Artwork } from '@/shared/ui/artwork';
import { Chip } from '@/shared/ui/chip';
import { IconButton } from '@/shared/ui/icon-button';
import { PlayIcon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { type ShelfLabel, shelfLabel } from '../lib/shelf-label';
import type { ShelfStatus } from '../model/listen-now';
import styles from './listen-now.module.css';

export interface ListenNowShelfProps {
  status: ShelfStatus;
  tracks: readonly Track[];
  /** Signed in: every card plays the full track, so no card needs a label. */
  member: boolean;
  onPlay: (trackId: string) => void;
}

const SKELETON_CARDS = [1, 2, 3, 4, 5, 6, 7, 8];

function Label({ label }: { label: ShelfLabel }) {
  switch (label) {
    case 'preview':
      return <Chip variant="secondary">Preview</Chip>;
    case 'members-only':
      return <Chip variant="locked">Members only</Chip>;
    case 'soundcheck':
      return <Chip variant="locked">SoundCheck</Chip>;
    case null:
      return null;
  }
}

function ShelfCard({
  track,
  member,
  onPlay,
}: { track: Track } & Omit<ListenNowShelfProps, 'status' | 'tracks'>) {
  const artist = track.artistName || track.artist_name;
  return (
    <li className={styles.card}>
      <div className={styles.coverBox}>
        <Artwork className={cx(styles.cover)} src={track.artwork_url} kind="album" size={200} />
        <IconButton
          className={styles.play}
          variant="primary"
          size="lg"
          label={`Play ${track.title} by ${artist}`}
          icon={<PlayIcon size={20} />}
          onClick={() => {
            onPlay(track.id);
          }}
        />
      </div>
      <p className={styles.title} title={track.title}>
        {track.title}
      </p>
      <p className={styles.artist}>{artist}</p>
      <Label label={shelfLabel(track, member)} />
    </li>
  );
}

/**
 * The home page's "Listen now" shelf (docs/adr/0015): fresh tracks anyone can start from the
 * public home page. While loading it shows card shapes; when it fails or is empty it is left out.
 */
export function ListenNowShelf({ status, tracks, member, onPlay }: ListenNowShelfProps) {
  if (status === 'failed' || (status === 'ready' && tracks.length === 0)) return null;
  const loading = status === 'loading' && tracks.length === 0;
  return (
    <section className={styles.shelf} aria-labelledby="listen-now-title">
      <div className={styles.header}>
        <h2 id="listen-now-title" className={styles.heading}>
          Listen now
        </h2>
        <p className={styles.lead}>
          {member
            ? 'Fresh tracks from independent artists.'
            : 'Fresh tracks from independent artists. Anyone can hear the previews; members play every track in full.'}
        </p>
      </div>
      {loading ? (
        <div className={styles.grid} role="status" aria-busy="true" aria-label="Loading tracks">
          {SKELETON_CARDS.map((card) => (
            <div key={card} className={styles.card}>
              <Skeleton shape="rect" height="auto" className={cx(styles.cover)} />
              <Skeleton width="80%" />
              <Skeleton width="50%" />
            </div>
          ))}
        </div>
      ) : (
        <ul className={styles.grid}>
          {tracks.map((track) => (
            <ShelfCard key={track.id} track={track} member={member} onPlay={onPlay} />
          ))}
        </ul>
      )}
    </section>
  );
}
