import { Slider } from 'radix-ui';
import { cx } from '@/shared/lib/classnames';
import styles from './player-slider.module.css';

export interface PlayerSliderProps {
  /** The accessible name, e.g. "Seek" or "Volume". */
  label: string;
  value: number;
  max: number;
  step: number;
  /** Spoken instead of the raw number, e.g. "1:02 of 3:45". */
  valueText: string;
  /** Every move (drag, click, key). */
  onValueChange: (value: number) => void;
  /** The end of an interaction: pointer released, or a key pressed. */
  onValueCommit?: (value: number) => void;
  disabled?: boolean;
  className?: string | undefined;
}

/** A single-thumb Radix slider in the player's look: a thin bar whose fill is the brand colour. */
export function PlayerSlider(props: PlayerSliderProps) {
  const { label, value, max, step, valueText, onValueChange, onValueCommit, disabled } = props;
  return (
    <Slider.Root
      className={cx(styles.root, props.className)}
      min={0}
      max={max}
      step={step}
      value={[value]}
      disabled={disabled}
      onValueChange={([next]) => {
        if (next !== undefined) onValueChange(next);
      }}
      onValueCommit={([next]) => {
        if (next !== undefined) onValueCommit?.(next);
      }}
    >
      <Slider.Track className={styles.track}>
        <Slider.Range className={styles.range} />
      </Slider.Track>
      <Slider.Thumb className={styles.thumb} aria-label={label} aria-valuetext={valueText} />
    </Slider.Root>
  );
}
