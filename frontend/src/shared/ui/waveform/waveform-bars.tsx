import { useMemo } from 'react';
import { cx } from '@/shared/lib/classnames';
import styles from './waveform-bars.module.css';

/** A stretch of the waveform as fractions of its width, 0 (the start) to 1 (the end). */
export interface WaveformStretch {
  from: number;
  to: number;
}

export interface WaveformBarsProps {
  /** Bar heights (0–1), left to right: `waveformBars(peaks, count)`. */
  bars: readonly number[];
  /** Drawn in the highlight colour (the played part, a preview window); exact, even mid-bar. */
  highlight?: WaveformStretch | undefined;
  /** Names the picture (an image); without it the picture is decoration, hidden from readers. */
  label?: string | undefined;
  className?: string | undefined;
}

/** The drawing's height in its own units; bars are centred on the middle line. */
const HEIGHT = 100;
/** The tallest bar leaves a little room, the lowest stays visible as a line. */
const TALLEST = 96;
const LOWEST = 2;
/** Of each bar's slot, the part drawn (the rest is the gap). */
const BAR_WIDTH = 0.7;

const fraction = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/**
 * A waveform as vertical bars filling its box (stretched to any width and height). The bars are
 * muted; `highlight` draws a stretch of them again in the highlight colour, clipped to the
 * stretch. Colours come from custom properties: `--waveform-color`, `--waveform-opacity` and
 * `--waveform-highlight-color` (muted text at 45 % and the brand colour by default).
 */
export function WaveformBars({ bars, highlight, label, className }: WaveformBarsProps) {
  // The same bars serve both layers; only the highlight's clip changes as it moves.
  const rects = useMemo(
    () =>
      bars.map((height, bar) => {
        const h = Math.max(LOWEST, fraction(height) * TALLEST);
        return (
          <rect
            key={bar}
            x={bar + (1 - BAR_WIDTH) / 2}
            y={(HEIGHT - h) / 2}
            width={BAR_WIDTH}
            height={h}
          />
        );
      }),
    [bars],
  );
  const count = bars.length;
  if (count === 0) return null;
  const from = fraction(highlight?.from ?? 0) * count;
  const to = fraction(highlight?.to ?? 0) * count;
  const naming =
    label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <svg
      className={cx(styles.waveform, className)}
      viewBox={`0 0 ${count} ${HEIGHT}`}
      preserveAspectRatio="none"
      focusable="false"
      {...naming}
    >
      <g className={styles.bars}>{rects}</g>
      {to > from ? (
        // A nested <svg> clips to its own box: its view box is that box, so nothing moves.
        <svg
          className={styles.highlight}
          data-part="highlight"
          x={from}
          width={to - from}
          height={HEIGHT}
          viewBox={`${from} 0 ${to - from} ${HEIGHT}`}
          preserveAspectRatio="none"
        >
          {rects}
        </svg>
      ) : null}
    </svg>
  );
}
