import { useUnit } from 'effector-react';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { $currentTrack, NowPlayingLinks } from '@/entities/player';
import {
  $isFullPlayerOpen,
  fullPlayerClosed,
  SeekBar,
  TransportControls,
  VolumeControl,
} from '@/features/player-controls';
import { IconButton } from '@/shared/ui/icon-button';
import { ChevronDownIcon, LyricsIcon } from '@/shared/ui/icons';
import { $showsLyrics, lyricsToggled } from '../model/lyrics-view';
import styles from './full-player.module.css';
import { FullPlayerStage } from './full-player-stage';

/**
 * The mobile full player (spec §2): a bottom sheet 80% of the viewport tall that the mini player
 * expands into. Its panel toggles between the artwork and the lyrics (spec §4).
 */
export function FullPlayer() {
  const { track, open, close, showsLyrics, toggleLyrics } = useUnit({
    track: $currentTrack,
    open: $isFullPlayerOpen,
    close: fullPlayerClosed,
    showsLyrics: $showsLyrics,
    toggleLyrics: lyricsToggled,
  });
  // The sheet has no Radix trigger (the mini player is another widget): focus goes back by hand.
  const opener = useRef<HTMLElement | null>(null);
  if (track === null) return null;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.sheet}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected === true) opener.current.focus();
          }}
        >
          <header className={styles.header}>
            <Dialog.Close asChild>
              <IconButton label="Close player" icon={<ChevronDownIcon size={26} />} />
            </Dialog.Close>
            <div className={styles.context}>
              <Dialog.Title className={styles.eyebrow}>Now playing</Dialog.Title>
              <p className={styles.album}>{track.albumName}</p>
            </div>
            <button
              type="button"
              className={styles.lyricsToggle}
              aria-pressed={showsLyrics}
              onClick={() => {
                toggleLyrics();
              }}
            >
              <LyricsIcon size={16} />
              Lyrics
            </button>
          </header>
          <FullPlayerStage track={track} showsLyrics={showsLyrics} />
          <NowPlayingLinks track={track} size="lg" onNavigate={close} className={styles.meta} />
          <SeekBar layout="stacked" />
          <TransportControls size="large" />
          <VolumeControl className={styles.volume} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
