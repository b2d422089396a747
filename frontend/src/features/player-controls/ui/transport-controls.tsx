import { useUnit } from 'effector-react';
import { $isLooping, $isShuffling, loopToggled, shuffleToggled } from '@/entities/player';
import { cx } from '@/shared/lib/classnames';
import { IconButton } from '@/shared/ui/icon-button';
import { RepeatIcon, ShuffleIcon } from '@/shared/ui/icons';
import { PlayPauseButton } from './play-pause-button';
import { NextButton, PreviousButton } from './skip-buttons';
import styles from './transport-controls.module.css';

export interface TransportControlsProps {
  /** `compact` for the desktop bar, `large` for the full player. */
  size?: 'compact' | 'large';
  className?: string | undefined;
}

/** Shuffle, previous, play/pause, next and loop; shuffle and loop show their pressed state. */
export function TransportControls({ size = 'compact', className }: TransportControlsProps) {
  const { shuffling, looping, toggleShuffle, toggleLoop } = useUnit({
    shuffling: $isShuffling,
    looping: $isLooping,
    toggleShuffle: shuffleToggled,
    toggleLoop: loopToggled,
  });
  const large = size === 'large';
  const toggleIcon = large ? 22 : 16;
  const skipIcon = large ? 28 : 18;
  return (
    <div
      className={cx(styles.transport, className)}
      data-size={size}
      role="group"
      aria-label="Playback"
    >
      <IconButton
        label="Shuffle"
        aria-pressed={shuffling}
        variant="toggle"
        icon={<ShuffleIcon size={toggleIcon} />}
        className={styles.toggle}
        onClick={() => {
          toggleShuffle();
        }}
      />
      <PreviousButton className={styles.skip} iconSize={skipIcon} />
      <PlayPauseButton className={styles.play} iconSize={large ? 30 : 18} />
      <NextButton className={styles.skip} iconSize={skipIcon} />
      <IconButton
        label="Loop"
        aria-pressed={looping}
        variant="toggle"
        icon={<RepeatIcon size={toggleIcon} />}
        className={styles.toggle}
        onClick={() => {
          toggleLoop();
        }}
      />
    </div>
  );
}
