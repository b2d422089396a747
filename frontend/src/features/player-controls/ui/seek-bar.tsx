import { useUnit } from 'effector-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { $currentTrack, $duration, $progress, seekRequested } from '@/entities/player';
import { cx } from '@/shared/lib/classnames';
import { waveformBars } from '@/shared/ui/waveform';
import { formatClock, formatRemaining, seekValueText } from '../lib/playback-time';
import { SEEK_ARROW_SECONDS, seekLookOf, WAVEFORM_BAR_COUNT } from '../lib/seek-waveform';
import { $currentPeaks, peaksWanted } from '../model/waveform';
import { PlayerSlider } from './player-slider';
import styles from './seek-bar.module.css';

export interface SeekBarProps {
  /** `inline`: times either side of the bar (desktop); `stacked`: times under it (full player). */
  layout?: 'inline' | 'stacked';
  className?: string | undefined;
}

/**
 * The current track's position with elapsed and remaining time; seeks when released, or by 5 s
 * with the arrow keys. With the track's peaks the bar is its waveform, the played part coloured;
 * without them (none, still loading, failed, a preview) it is the plain bar.
 */
export function SeekBar({ layout = 'inline', className }: SeekBarProps) {
  const track = useUnit($currentTrack);
  // A new track starts a new bar, so a drag in progress never carries over to it.
  return (
    <TrackSeekBar
      key={track?.id ?? null}
      peaksUrl={track?.peaksUrl ?? null}
      layout={layout}
      className={className}
    />
  );
}

type TrackSeekBarProps = Required<Pick<SeekBarProps, 'layout'>> &
  SeekBarProps & { peaksUrl: string | null };

function TrackSeekBar({ layout, className, peaksUrl }: TrackSeekBarProps) {
  const { progress, duration, seek, peaks, wantPeaks } = useUnit({
    progress: $progress,
    duration: $duration,
    seek: seekRequested,
    peaks: $currentPeaks,
    wantPeaks: peaksWanted,
  });
  // Asked for as the bar appears; playback never waits for them.
  useEffect(() => {
    if (peaksUrl !== null) wantPeaks(peaksUrl);
  }, [peaksUrl, wantPeaks]);
  const look = seekLookOf(peaks, duration);
  const lookPeaks = look.kind === 'waveform' ? look.peaks : null;
  const barCount = WAVEFORM_BAR_COUNT[layout];
  const bars = useMemo(
    () => (lookPeaks === null ? undefined : waveformBars(lookPeaks, barCount)),
    [lookPeaks, barCount],
  );
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
        data-look={look.kind}
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
          keyStep={SEEK_ARROW_SECONDS}
          valueText={seekValueText(position, duration)}
          waveform={bars}
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
