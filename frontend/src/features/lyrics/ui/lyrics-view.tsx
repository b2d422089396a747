import { VisuallyHidden } from 'radix-ui';
import { cx } from '@/shared/lib/classnames';
import { Skeleton } from '@/shared/ui/skeleton';
import type { LyricsState } from '../lib/lyrics-state';
import styles from './lyrics-panel.module.css';
import { SyncedLyrics } from './synced-lyrics';

export interface LyricsViewProps {
  /** null: no track asked for yet. */
  lyrics: LyricsState | null;
  /** The playback position, seconds. */
  progressSeconds: number;
  onSeek: (seconds: number) => void;
}

const SKELETON_WIDTHS = ['72%', '58%', '84%', '64%', '46%', '78%'];

function LyricsContent({ lyrics, progressSeconds, onSeek }: LyricsViewProps) {
  if (lyrics === null) return null;
  switch (lyrics.status) {
    case 'loading':
      return (
        <div role="status" className={styles.loading}>
          <VisuallyHidden.Root>Loading lyrics</VisuallyHidden.Root>
          {SKELETON_WIDTHS.map((width) => (
            <Skeleton key={width} width={width} className={cx(styles.skeletonLine)} />
          ))}
        </div>
      );
    case 'synced':
      return (
        <SyncedLyrics lines={lyrics.lines} progressSeconds={progressSeconds} onSeek={onSeek} />
      );
    case 'plain':
    case 'fallback':
      return (
        <div className={styles.scroller}>
          <pre className={styles.plain}>{lyrics.text}</pre>
        </div>
      );
    case 'none':
      return <p className={styles.message}>{lyrics.message}</p>;
  }
}

/** The lyrics panel's states (spec §4), driven by props: stories and tests render it directly. */
export function LyricsView(props: LyricsViewProps) {
  const status = props.lyrics?.status ?? 'empty';
  return (
    <section
      className={styles.panel}
      aria-label="Lyrics"
      aria-busy={status === 'loading' || undefined}
      data-state={status}
    >
      <LyricsContent {...props} />
    </section>
  );
}
