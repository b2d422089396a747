import { useUnit } from 'effector-react';
import { useRef, useState } from 'react';
import { $currentTrack, $duration, $progress, seekRequested } from '@/entities/player';
import { cx } from '@/shared/lib/classnames';
import { formatClock, formatRemaining, seekValueText } from '../lib/playback-time';
import { PlayerSlider } from './player-slider';
import styles from './seek-bar.module.css';

export interface SeekBarProps {
  /** `inline`: times either side of the bar (desktop); `stacked`: times under it (full player). */
  layout?: 'inline' | 'stacked';
  className?: string | undefined;
}

/** The current track's position with elapsed and remaining time; seeks when released. */
export function SeekBar({ layout = 'inline', className }: SeekBarProps) {
  const trackId = useUnit($currentTrack)?.id ?? null;
  // A new track starts a new bar, so a drag in progress never carries over to it.
  return <TrackSeekBar key={trackId} layout={layout} className={className} />;
}

function TrackSeekBar({
  layout,
  className,
}: Required<Pick<SeekBarProps, 'layout'>> & SeekBarProps) {
  const { progress, duration, seek } = useUnit({
    progress: $progress,
    duration: $duration,
    seek: seekRequested,
  });
  // While the listener drags, the bar follows the pointer, not the engine's progress updates.
  const [dragPosition, setDragPosition] = useState<number | null>(null);
  const pointerDown = useRef(false);
  const position = Math.min(dragPosition ?? progress, duration);
  const endDrag = () => {
    pointerDown.current = false;
    setDragPosition(null);
  };

  return (
    <div className={cx(styles.seek, className)} data-layout={layout}>
      <span className={cx(styles.time, styles.elapsed)}>{formatClock(position)}</span>
      {/* Capture: the pointer is marked down before Radix reports the first value. */}
      <div
        className={styles.slider}
        onPointerDownCapture={() => {
          pointerDown.current = true;
        }}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <PlayerSlider
          label="Seek"
          value={position}
          max={Math.max(duration, 1)}
          step={1}
          valueText={seekValueText(position, duration)}
          disabled={duration <= 0}
          onValueChange={(seconds) => {
            // Keys commit (below) before they report the change: only a pointer previews.
            if (pointerDown.current) setDragPosition(seconds);
          }}
          onValueCommit={(seconds) => {
            // A held thumb that never moved (the progress ticked under it) is not a seek.
            if (!pointerDown.current || dragPosition !== null) seek(seconds);
          }}
        />
      </div>
      <span className={cx(styles.time, styles.remaining)} title="Remaining">
        {formatRemaining(position, duration)}
      </span>
    </div>
  );
}
