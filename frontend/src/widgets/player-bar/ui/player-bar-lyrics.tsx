import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { $progress, seekRequested, type PlayerTrack } from '@/entities/player';
import { LyricsPanel } from '@/features/lyrics';
import { cx } from '@/shared/lib/classnames';
import { IconButton } from '@/shared/ui/icon-button';
import { CloseIcon } from '@/shared/ui/icons';
import { escapeClosesPanel } from '../lib/escape-target';
import styles from './player-bar-lyrics.module.css';

export interface PlayerBarLyricsProps {
  id: string;
  track: PlayerTrack;
  /** `returnFocus`: focus was in the panel (or nowhere), so it goes back to the toggle. */
  onClose: (returnFocus: boolean) => void;
  /** Where the panel sits: the bar anchors it above itself. */
  className?: string | undefined;
}

/**
 * The lyrics of the playing track in a panel above the desktop player bar, following the playback
 * position; a line seeks to its time. Focus moves to its close button when it opens; Escape closes
 * it unless a dialog or a field has a use for the key.
 */
export function PlayerBarLyrics({ id, track, onClose, className }: PlayerBarLyricsProps) {
  const panel = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!escapeClosesPanel(event)) return;
      event.preventDefault();
      const focused = document.activeElement;
      onClose(
        focused === null || focused === document.body || panel.current?.contains(focused) === true,
      );
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose]);

  return (
    // The LyricsPanel inside is the region named "Lyrics": this one carries the header too.
    <section ref={panel} id={id} className={cx(styles.panel, className)} aria-label="Lyrics panel">
      <header className={styles.header}>
        <div className={styles.context}>
          <p className={styles.eyebrow}>Lyrics</p>
          <h2 className={styles.title} title={track.title}>
            {track.title}
          </h2>
          <p className={styles.artist} title={track.artistName}>
            {track.artistName}
          </p>
        </div>
        <IconButton
          ref={closeButton}
          label="Close lyrics"
          size="sm"
          className={styles.close}
          icon={<CloseIcon size={18} />}
          onClick={() => {
            onClose(true);
          }}
        />
      </header>
      <FollowingLyrics />
    </section>
  );
}

/** Its own component, so only the lyrics re-render on every progress update. */
function FollowingLyrics() {
  const { progress, seek } = useUnit({ progress: $progress, seek: seekRequested });
  return (
    <div className={styles.body}>
      <LyricsPanel progressSeconds={progress} onSeek={seek} />
    </div>
  );
}
