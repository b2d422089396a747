import { useEffect, useId, useRef, useState } from 'react';
import { activeLineIndex, type LyricLine } from '@/entities/lyric';
import { cx } from '@/shared/lib/classnames';
import { formatLrcTime, spokenLrcTime } from '../lib/lrc-time';
import styles from './track-details.module.css';

export interface SyncedLyricsPreviewProps {
  /** Parsed and sorted, as the listener's lyrics panel gets them (`parseLrc`). */
  lines: readonly LyricLine[];
}

/** Seconds the position may run past the last line, so that line can be seen ending. */
const TAIL_SECONDS = 5;

/**
 * The synced lyrics as a listener follows them, without playing anything: the slider stands in
 * for the playback position and the line being sung is highlighted, as in the lyrics panel; a
 * line's time moves the position there.
 */
export function SyncedLyricsPreview({ lines }: SyncedLyricsPreviewProps) {
  const titleId = useId();
  const end = (lines.at(-1)?.time ?? 0) + TAIL_SECONDS;
  const [position, setPosition] = useState(() => lines[0]?.time ?? 0);
  const shown = Math.min(position, end);
  const active = activeLineIndex(lines, shown);
  const activeRef = useRef<HTMLLIElement>(null);
  const moved = useRef(false);

  // Keep the highlighted line in sight once the artist moves the position (not on opening).
  useEffect(() => {
    if (moved.current) activeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const moveTo = (seconds: number) => {
    moved.current = true;
    setPosition(seconds);
  };

  return (
    <section className={styles.preview} aria-labelledby={titleId}>
      <p id={titleId} className={styles.previewTitle}>
        Preview: as listeners see them
      </p>
      <label className={styles.previewPosition}>
        <span>Position {formatLrcTime(shown)}</span>
        <input
          type="range"
          min={0}
          max={end}
          step={0.01}
          value={shown}
          aria-valuetext={spokenLrcTime(shown)}
          onChange={(event) => {
            moveTo(Number(event.currentTarget.value));
          }}
        />
      </label>
      <ol className={styles.previewLines}>
        {lines.map((line, index) => {
          const isActive = index === active;
          return (
            // Several lines may share a time and a text: the position is the identity.
            <li
              key={index}
              ref={isActive ? activeRef : undefined}
              className={cx(
                styles.previewLine,
                isActive && styles.previewActive,
                index < active && styles.previewPast,
              )}
              aria-current={isActive ? 'true' : undefined}
            >
              <button
                type="button"
                className={styles.previewTime}
                onClick={() => {
                  moveTo(line.time);
                }}
              >
                {formatLrcTime(line.time)}
              </button>
              <span className={styles.previewText}>
                {line.text === '' ? '♪ Instrumental break' : line.text}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
