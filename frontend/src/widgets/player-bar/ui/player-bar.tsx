import { useUnit } from 'effector-react';
import { $currentTrack, NowPlayingLinks } from '@/entities/player';
import { SeekBar, TransportControls, VolumeControl } from '@/features/player-controls';
import { cx } from '@/shared/lib/classnames';
import { Artwork } from '@/shared/ui/artwork';
import styles from './player-bar.module.css';

/**
 * The desktop player (768 px and up), fixed to the bottom once a track is loaded. Mounted by the
 * layout, so it keeps playing across navigation; its spacer keeps page content clear of it.
 */
export function PlayerBar() {
  const track = useUnit($currentTrack);
  if (track === null) return null;
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <section className={styles.bar} aria-label="Player">
        <div className={styles.nowPlaying}>
          <Artwork src={track.albumArtwork} kind="album" size={56} className={cx(styles.artwork)} />
          <NowPlayingLinks track={track} />
        </div>
        <div className={styles.centre}>
          <TransportControls size="compact" />
          <SeekBar layout="inline" />
        </div>
        <div className={styles.side}>
          <VolumeControl className={styles.volume} />
        </div>
      </section>
    </>
  );
}
