import { type SubmitEvent, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import {
  customRangeProblem,
  EARLIEST_DAY,
  RANGE_PRESETS,
  type RangeChoice,
  type RangePreset,
  utcDay,
} from '../lib/range';
import { Segmented } from './segmented';
import styles from './range-picker.module.css';

type Option = RangePreset | 'custom';
const OPTIONS: { value: Option; label: string }[] = [
  ...RANGE_PRESETS.map(({ key, label }) => ({ value: key, label })),
  { value: 'custom', label: 'Custom' },
];

export interface RangePickerProps {
  value: RangeChoice;
  onChange: (range: RangeChoice) => void;
  /** The period on screen: where a custom range starts from. */
  period?: { from: string; to: string } | undefined;
  /** "Now", for the future-day rule (stories pin it). */
  now?: Date | undefined;
  disabled?: boolean;
}

/** The presets (7, 28, 90 days, 12 months) or a custom from–to, each ending on a UTC day. */
export function RangePicker({
  value,
  onChange,
  period,
  now = new Date(),
  disabled = false,
}: RangePickerProps) {
  const custom = !('preset' in value);
  const [editing, setEditing] = useState(custom);
  const [from, setFrom] = useState(custom ? value.from : (period?.from ?? ''));
  const [to, setTo] = useState(custom ? value.to : (period?.to ?? utcDay(now)));
  const [problem, setProblem] = useState<string | null>(null);
  const today = utcDay(now);

  const choose = (option: Option) => {
    if (option === 'custom') {
      if (period !== undefined && !custom) {
        setFrom(period.from);
        setTo(period.to);
      }
      setEditing(true);
      return;
    }
    setEditing(false);
    setProblem(null);
    onChange({ preset: option });
  };
  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = customRangeProblem(from, to, now);
    setProblem(found);
    if (found === null) onChange({ from, to });
  };

  return (
    <div className={styles.picker}>
      <Segmented
        label="Date range"
        options={OPTIONS}
        value={editing ? 'custom' : 'preset' in value ? value.preset : 'custom'}
        onChange={choose}
        disabled={disabled}
      />
      {editing ? (
        <form className={styles.custom} onSubmit={apply} noValidate aria-label="Custom range">
          <TextField
            label="From"
            type="date"
            value={from}
            min={EARLIEST_DAY}
            max={today}
            onChange={(event) => {
              setFrom(event.target.value);
            }}
            className={styles.day}
          />
          <TextField
            label="To"
            type="date"
            value={to}
            min={EARLIEST_DAY}
            max={today}
            error={problem}
            onChange={(event) => {
              setTo(event.target.value);
            }}
            className={styles.day}
          />
          <Button type="submit" size="sm" disabled={disabled} className={styles.apply}>
            Apply
          </Button>
        </form>
      ) : null}
    </div>
  );
}
