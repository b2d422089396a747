import { useUnit } from 'effector-react';
import { $duration, $progress } from '@/entities/player';
import styles from './mini-player.module.css';

/** A thin, decorative progress line along the mini player's bottom edge (seeking is in the sheet). */
export function ProgressLine() {
  const { progress, duration } = useUnit({ progress: $progress, duration: $duration });
  const ratio = duration > 0 ? Math.min(1, Math.max(0, progress / duration)) : 0;
  return (
    <div className={styles.progress} aria-hidden="true">
      <div className={styles.progressFill} style={{ transform: `scaleX(${ratio})` }} />
    </div>
  );
}
