import { useUnit } from 'effector-react';
import { $currentTrack } from '@/entities/player';
import {
  $isFullPlayerOpen,
  fullPlayerOpened,
  NextButton,
  PlayPauseButton,
} from '@/features/player-controls';
import { Artwork } from '@/shared/ui/artwork';
import styles from './mini-player.module.css';
import { ProgressLine } from './progress-line';

/**
 * The mobile player (below 768 px), fixed just above the bottom bar. Tapping it expands the full
 * player; its spacer keeps the end of the page clear of it.
 */
export function MiniPlayer() {
  const { track, expanded, expand } = useUnit({
    track: $currentTrack,
    expanded: $isFullPlayerOpen,
    expand: fullPlayerOpened,
  });
  if (track === null) return null;
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <section className={styles.mini} aria-label="Player">
        <button
          type="button"
          className={styles.open}
          // The name holds the visible text (the title and the artist), as the visible label must be
          // part of the accessible name (WCAG 2.5.3; axe's label-content-name-mismatch).
          aria-label={`Open player: ${track.title}, ${track.artistName}`}
          aria-haspopup="dialog"
          aria-expanded={expanded}
          onClick={() => {
            expand();
          }}
        >
          <Artwork src={track.albumArtwork} kind="album" size={40} />
          <span className={styles.text}>
            <span className={styles.title}>{track.title}</span>{' '}
            <span className={styles.artist}>{track.artistName}</span>
          </span>
        </button>
        <PlayPauseButton variant="ghost" size="sm" iconSize={22} className={styles.control} />
        <NextButton size="sm" iconSize={20} className={styles.control} />
        <ProgressLine />
      </section>
    </>
  );
}
