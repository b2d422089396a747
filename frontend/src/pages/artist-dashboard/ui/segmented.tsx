import { DefinedFigure } from './defined-figure';
import styles from './segmented.module.css';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: string;
  /** What the option stands for, on hover or focus (a figure's definition). */
  description?: string;
}

export interface SegmentedProps<Value extends string> {
  /** Names the group for screen readers, e.g. "Date range". */
  label: string;
  options: readonly SegmentedOption<Value>[];
  /** The chosen option; null when none is (e.g. a custom range is shown instead). */
  value: Value | null;
  onChange: (value: Value) => void;
  disabled?: boolean;
}

/** A row of toggle buttons of which one is pressed (range presets, the chart's figure). */
export function Segmented<Value extends string>({
  label,
  options,
  value,
  onChange,
  disabled = false,
}: SegmentedProps<Value>) {
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {options.map((option) => {
        const button = (
          <button
            key={option.value}
            type="button"
            className={styles.option}
            aria-pressed={option.value === value}
            disabled={disabled}
            onClick={() => {
              onChange(option.value);
            }}
          >
            {option.label}
          </button>
        );
        return option.description === undefined ? (
          button
        ) : (
          <DefinedFigure key={option.value} definition={option.description}>
            {button}
          </DefinedFigure>
        );
      })}
    </div>
  );
}
