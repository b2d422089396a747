import type { KeyboardEvent } from 'react';
import { activeLineIndex, type LyricLine } from '@/entities/lyric';
import { cx } from '@/shared/lib/classnames';
import styles from './lyrics-panel.module.css';
import { useFollowActiveLine } from './use-follow-active-line';

export interface SyncedLyricsProps {
  lines: readonly LyricLine[];
  progressSeconds: number;
  onSeek: (seconds: number) => void;
}

const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

/** Timed lines: the one being sung is highlighted and kept centred; a line seeks to its time. */
export function SyncedLyrics({ lines, progressSeconds, onSeek }: SyncedLyricsProps) {
  const active = activeLineIndex(lines, progressSeconds);
  const { activeLineRef, scrolledByHand } = useFollowActiveLine(active);
  const onKeyDown = (event: KeyboardEvent) => {
    if (SCROLL_KEYS.has(event.key)) scrolledByHand();
  };

  return (
    <div
      className={styles.scroller}
      onWheel={scrolledByHand}
      onTouchMove={scrolledByHand}
      onKeyDown={onKeyDown}
      onFocus={scrolledByHand}
    >
      <ol className={styles.lines}>
        {lines.map((line, index) => {
          const isActive = index === active;
          return (
            // Several lines may share a time and a text: the position is the identity.
            <li key={index}>
              <button
                type="button"
                ref={isActive ? activeLineRef : undefined}
                className={cx(
                  styles.line,
                  isActive && styles.active,
                  index < active && styles.past,
                )}
                aria-current={isActive ? 'true' : undefined}
                aria-label={line.text === '' ? 'Instrumental break' : undefined}
                onClick={() => {
                  onSeek(line.time);
                }}
              >
                {line.text === '' ? '♪' : line.text}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
