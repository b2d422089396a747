import { Button } from '@/shared/ui/button';
import { PlayIcon } from '@/shared/ui/icons';
import { Tooltip } from '@/shared/ui/tooltip';
import styles from './artist-page.module.css';

/** `loading` while the tracks load; `none` when nothing is playable (spec §2). */
export type PlayButtonState = 'loading' | 'none' | 'ready';

export interface PlayButtonProps {
  state: PlayButtonState;
  artistName: string;
  onPlay: () => void;
}

export function PlayButton({ state, artistName, onPlay }: PlayButtonProps) {
  const button = (
    <Button
      size="lg"
      icon={<PlayIcon size={18} />}
      loading={state === 'loading'}
      disabled={state !== 'ready'}
      aria-label={`Play ${artistName}`}
      onClick={onPlay}
    >
      Play
    </Button>
  );
  if (state !== 'none') return button;
  // A disabled button gets no hover or focus, so the tooltip hangs on a focusable wrapper.
  return (
    <Tooltip content="No playable tracks available">
      <span tabIndex={0} className={styles.disabledPlay}>
        {button}
      </span>
    </Tooltip>
  );
}
