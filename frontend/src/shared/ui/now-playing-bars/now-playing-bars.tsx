import { VisuallyHidden } from 'radix-ui';
import { cx } from '@/shared/lib/classnames';
import styles from './now-playing-bars.module.css';

export interface NowPlayingBarsProps {
  /** The bars dance while playing and hold still while paused. */
  playing: boolean;
  className?: string;
}

/**
 * Marks the track in the player: three equaliser bars in the current text colour (CSS only,
 * still under reduced motion), read out as "Now playing" or "Paused".
 */
export function NowPlayingBars({ playing, className }: NowPlayingBarsProps) {
  return (
    <span className={cx(styles.root, className)} data-playing={playing}>
      <span className={styles.bars} aria-hidden="true">
        <span className={styles.bar} />
        <span className={styles.bar} />
        <span className={styles.bar} />
      </span>
      <VisuallyHidden.Root>{playing ? 'Now playing' : 'Paused'}</VisuallyHidden.Root>
    </span>
  );
}
