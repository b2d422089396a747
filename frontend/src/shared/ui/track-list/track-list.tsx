import type { ReactElement, ReactNode } from 'react';
import { cx } from '@/shared/lib/classnames';
import { LockIcon, PauseIcon, PlayIcon } from '@/shared/ui/icons';
import { NowPlayingBars } from '@/shared/ui/now-playing-bars';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './track-list.module.css';

export interface TrackListItem {
  id: string;
  number: number;
  title: string;
  /** The second line: the artist on an album page, the album on an artist page. */
  subtitle: string;
  /** Already formatted, e.g. "1:34". */
  duration: string;
  explicit: boolean;
  /** Shown with a lock; playing it asks for access instead. */
  locked: boolean;
}

export interface TrackListProps {
  items: readonly TrackListItem[];
  /** Names the list for screen readers, e.g. "Tracks on Windfall". */
  label: string;
  /** A row's play control; on the current track it pauses or resumes it (the caller decides). */
  onPlay: (id: string) => void;
  /** Each row gets the id `{anchorPrefix}{track id}`, so a URL hash can point at it. */
  anchorPrefix?: string;
  /** Briefly marked after a URL hash pointed at it. */
  highlightedId?: string | null;
  /** The track in the player: marked as current, with an equaliser in place of its number. */
  currentTrackId?: string | null;
  /** Whether the current track plays (the equaliser moves) or is paused. */
  playing?: boolean;
  loading?: boolean;
  /**
   * Every play control shown but disabled (a page previewed where it cannot play): each button,
   * still focusable (`aria-disabled`), is handed to this to be wrapped in what says why — the
   * caller's tooltip, so a list that never disables play does not load one.
   */
  disabledPlay?: ((button: ReactElement) => ReactNode) | undefined;
  /** Shown instead of rows when there are none. */
  empty?: ReactNode;
  className?: string;
}

function LoadingRows({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status" aria-busy="true" aria-label={label}>
      {[1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height="2.5rem" />
      ))}
    </div>
  );
}

/** The row's control: "Pause" on the track that plays, "Play" otherwise, a lock when locked. */
function playLabel(track: TrackListItem, playingNow: boolean): string {
  if (track.locked) return `${track.title} (locked)`;
  return playingNow ? `Pause ${track.title}` : `Play ${track.title}`;
}

interface PlayControlProps {
  label: string;
  disabled: TrackListProps['disabledPlay'];
  onPlay: () => void;
  children: ReactNode;
}

/** A row's play button; disabled with a reason, it stays focusable and shows the reason. */
function PlayControl({ label, disabled, onPlay, children }: PlayControlProps) {
  if (disabled === undefined) {
    return (
      <button type="button" className={styles.play} aria-label={label} onClick={onPlay}>
        {children}
      </button>
    );
  }
  return disabled(
    <button type="button" className={styles.play} aria-label={label} aria-disabled="true">
      {children}
    </button>,
  );
}

/** A numbered track list: number, title with explicit mark, artist (or album), duration (spec §2). */
export function TrackList(props: TrackListProps) {
  const { items, label, onPlay, anchorPrefix, highlightedId = null, empty } = props;
  const { currentTrackId = null, playing = false, disabledPlay } = props;
  if (props.loading === true) return <LoadingRows label={label} />;
  if (items.length === 0) return empty === undefined ? null : <>{empty}</>;
  return (
    <ol className={cx(styles.list, props.className)} aria-label={label}>
      {items.map((track) => {
        const highlighted = track.id === highlightedId;
        const current = track.id === currentTrackId;
        return (
          <li
            key={track.id}
            id={anchorPrefix === undefined ? undefined : `${anchorPrefix}${track.id}`}
            className={styles.row}
            data-locked={track.locked || undefined}
            data-highlighted={highlighted || undefined}
            data-current={current || undefined}
            // The playing track is the current item; the one a #track- link points at, a location.
            aria-current={current ? 'true' : highlighted ? 'location' : undefined}
          >
            {current ? (
              <NowPlayingBars playing={playing} className={cx(styles.nowPlaying)} />
            ) : (
              <span className={styles.number} aria-hidden="true">
                {track.number}
              </span>
            )}
            <PlayControl
              label={playLabel(track, current && playing)}
              disabled={disabledPlay}
              onPlay={() => {
                onPlay(track.id);
              }}
            >
              {track.locked ? (
                <LockIcon size={16} />
              ) : current && playing ? (
                <PauseIcon size={16} />
              ) : (
                <PlayIcon size={16} />
              )}
            </PlayControl>
            <span className={styles.titles}>
              <span className={styles.title}>
                {track.title}
                {track.explicit ? (
                  <span
                    className={styles.explicit}
                    role="img"
                    aria-label="Explicit"
                    title="Explicit"
                  >
                    E
                  </span>
                ) : null}
              </span>
              <span className={styles.subtitle}>{track.subtitle}</span>
            </span>
            <span className={styles.duration}>{track.duration}</span>
          </li>
        );
      })}
    </ol>
  );
}
