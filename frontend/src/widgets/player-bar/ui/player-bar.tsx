import { useUnit } from 'effector-react';
import { useCallback, useId, useRef } from 'react';
import { $currentTrack, NowPlayingLinks } from '@/entities/player';
import { SeekBar, TransportControls, VolumeControl } from '@/features/player-controls';
import { cx } from '@/shared/lib/classnames';
import { Artwork } from '@/shared/ui/artwork';
import { IconButton } from '@/shared/ui/icon-button';
import { LyricsIcon } from '@/shared/ui/icons';
import { $isLyricsPanelOpen, lyricsPanelClosed, lyricsPanelToggled } from '../model/lyrics-panel';
import styles from './player-bar.module.css';
import { PlayerBarLyrics } from './player-bar-lyrics';

/**
 * The desktop player (768 px and up), fixed to the bottom once a track is loaded. Mounted by the
 * layout, so it keeps playing across navigation; its spacer keeps page content clear of it. Its
 * "Lyrics" button opens the lyrics in a panel above it (the mobile full player has its own view).
 */
export function PlayerBar() {
  const { track, lyricsOpen, toggleLyrics, closeLyrics } = useUnit({
    track: $currentTrack,
    lyricsOpen: $isLyricsPanelOpen,
    toggleLyrics: lyricsPanelToggled,
    closeLyrics: lyricsPanelClosed,
  });
  const lyricsToggle = useRef<HTMLButtonElement>(null);
  const lyricsPanelId = useId();
  const onLyricsClose = useCallback(
    (returnFocus: boolean) => {
      closeLyrics();
      if (returnFocus) lyricsToggle.current?.focus();
    },
    [closeLyrics],
  );
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
          <IconButton
            ref={lyricsToggle}
            label="Lyrics"
            aria-pressed={lyricsOpen}
            aria-controls={lyricsOpen ? lyricsPanelId : undefined}
            size="sm"
            variant="toggle"
            icon={<LyricsIcon size={18} />}
            onClick={() => {
              toggleLyrics();
            }}
          />
          <VolumeControl className={styles.volume} />
        </div>
      </section>
      {lyricsOpen ? (
        <PlayerBarLyrics
          id={lyricsPanelId}
          track={track}
          className={styles.lyrics}
          onClose={onLyricsClose}
        />
      ) : null}
    </>
  );
}
