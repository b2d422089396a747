import { useUnit } from 'effector-react';
import { $progress, seekRequested, type PlayerTrack } from '@/entities/player';
import { LyricsPanel } from '@/features/lyrics';
import { cx } from '@/shared/lib/classnames';
import { Artwork } from '@/shared/ui/artwork';
import styles from './full-player.module.css';

interface FullPlayerStageProps {
  track: PlayerTrack;
  showsLyrics: boolean;
}

/** The sheet's large panel: the album cover, or the lyrics following the playback position. */
export function FullPlayerStage({ track, showsLyrics }: FullPlayerStageProps) {
  return (
    <div className={styles.stage} data-view={showsLyrics ? 'lyrics' : 'artwork'}>
      {showsLyrics ? (
        <LyricsStage />
      ) : (
        <Artwork
          src={track.albumArtwork}
          kind="album"
          size={480}
          alt={`${track.albumName} cover`}
          className={cx(styles.cover)}
        />
      )}
    </div>
  );
}

/** Its own component, so only the lyrics re-render on every progress update. */
function LyricsStage() {
  const { progress, seek } = useUnit({ progress: $progress, seek: seekRequested });
  return (
    <div className={styles.lyrics}>
      <LyricsPanel progressSeconds={progress} onSeek={seek} />
    </div>
  );
}
