import { Slider } from 'radix-ui';
import type { KeyboardEvent } from 'react';
import { cx } from '@/shared/lib/classnames';
import { WaveformBars } from '@/shared/ui/waveform';
import { valueAfterArrow } from '../lib/seek-waveform';
import styles from './player-slider.module.css';

export interface PlayerSliderProps {
  /** The accessible name, e.g. "Seek" or "Volume". */
  label: string;
  value: number;
  max: number;
  step: number;
  /** Arrow keys move this far instead of `step`; Shift, the page keys and Home/End stay as they are. */
  keyStep?: number | undefined;
  /** Spoken instead of the raw number, e.g. "1:02 of 3:45". */
  valueText: string;
  /** Bar heights (0–1): the bar is this waveform, the part up to the value in the brand colour. */
  waveform?: readonly number[] | undefined;
  /** Every move (drag, click, key). */
  onValueChange: (value: number) => void;
  /** The end of an interaction: pointer released, or a key pressed. */
  onValueCommit?: (value: number) => void;
  disabled?: boolean;
  className?: string | undefined;
}

/**
 * A single-thumb Radix slider in the player's look: a thin bar whose fill is the brand colour, or
 * a waveform whose played part is. Either way the thumb is the slider (role, name, value text).
 */
export function PlayerSlider(props: PlayerSliderProps) {
  const { label, value, max, step, keyStep, valueText, waveform, disabled } = props;
  const { onValueChange, onValueCommit } = props;
  const drawsWaveform = waveform !== undefined && waveform.length > 0;
  // Radix steps the arrows by `step`; a handled key is marked, so Radix leaves it alone.
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (keyStep === undefined || disabled === true) return;
    const next = valueAfterArrow(event.key, event.shiftKey, value, { keyStep, step, max });
    if (next === null) return;
    event.preventDefault();
    if (next === value) return;
    onValueChange(next);
    onValueCommit?.(next);
  };
  return (
    <Slider.Root
      className={cx(styles.root, props.className)}
      data-look={drawsWaveform ? 'waveform' : 'plain'}
      min={0}
      max={max}
      step={step}
      value={[value]}
      disabled={disabled}
      onKeyDown={onKeyDown}
      onValueChange={([next]) => {
        if (next !== undefined) onValueChange(next);
      }}
      onValueCommit={([next]) => {
        if (next !== undefined) onValueCommit?.(next);
      }}
    >
      <Slider.Track className={styles.track}>
        {drawsWaveform ? (
          <WaveformBars
            className={styles.waveform}
            bars={waveform}
            highlight={{ from: 0, to: max > 0 ? value / max : 0 }}
          />
        ) : (
          <Slider.Range className={styles.range} />
        )}
      </Slider.Track>
      <Slider.Thumb className={styles.thumb} aria-label={label} aria-valuetext={valueText} />
    </Slider.Root>
  );
}
