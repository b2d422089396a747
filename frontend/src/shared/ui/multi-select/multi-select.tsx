import { Popover } from 'radix-ui';
import { useState } from 'react';
import { cx } from '@/shared/lib/classnames';
import { Checkbox } from '@/shared/ui/checkbox';
import { FieldLabel, FieldMessages, fieldStyles, useFieldIds } from '@/shared/ui/field';
import { ChevronDownIcon } from '@/shared/ui/icons';
import type { SelectOption } from '@/shared/ui/select';
// The trigger and popover look like the single select's, so they share its classes.
import selectStyles from '@/shared/ui/select/select.module.css';
import styles from './multi-select.module.css';

export interface MultiSelectProps {
  label: string;
  options: SelectOption[];
  value: string[];
  onValueChange: (value: string[]) => void;
  placeholder?: string;
  hint?: string;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** Shows a filter box when the list is long (e.g. the genre list). */
  filterThreshold?: number;
  defaultOpen?: boolean;
  id?: string;
  className?: string;
}

/** A popover holding a labelled group of checkboxes: simple, and fully keyboard accessible. */
export function MultiSelect(props: MultiSelectProps) {
  const {
    label,
    options,
    value,
    onValueChange,
    placeholder = 'Select…',
    hint,
    error,
    required,
    disabled,
  } = props;
  const ids = useFieldIds(props.id, { hint, error });
  const [filter, setFilter] = useState('');

  const selected = options.filter((option) => value.includes(option.value));
  const summary =
    selected.length === 0 ? placeholder : selected.map((option) => option.label).join(', ');
  const showFilter = options.length > (props.filterThreshold ?? 8);
  const needle = filter.trim().toLowerCase();
  const visible =
    needle === ''
      ? options
      : options.filter((option) => option.label.toLowerCase().includes(needle));

  const toggle = (optionValue: string, checked: boolean) => {
    onValueChange(checked ? [...value, optionValue] : value.filter((item) => item !== optionValue));
  };

  return (
    <div className={cx(fieldStyles.field, props.className)}>
      <FieldLabel htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      <Popover.Root
        {...(props.defaultOpen === undefined ? {} : { defaultOpen: props.defaultOpen })}
      >
        <Popover.Trigger
          id={ids.controlId}
          className={selectStyles.trigger}
          disabled={disabled}
          aria-invalid={ids.hasError || undefined}
          aria-describedby={ids.describedBy}
          data-placeholder={selected.length === 0 || undefined}
        >
          <span>{summary}</span>
          <span className={selectStyles.chevron}>
            {selected.length > 1 ? <span className={styles.count}>{selected.length}</span> : null}
            <ChevronDownIcon size={18} />
          </span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className={cx(selectStyles.content, styles.content)}
            align="start"
            sideOffset={6}
          >
            {showFilter ? (
              <input
                type="search"
                className={styles.filter}
                placeholder="Filter…"
                aria-label={`Filter ${label}`}
                value={filter}
                onChange={(event) => {
                  setFilter(event.target.value);
                }}
              />
            ) : null}
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{label}</legend>
              {visible.map((option) => (
                <Checkbox
                  key={option.value}
                  className={cx(styles.option)}
                  label={option.label}
                  checked={value.includes(option.value)}
                  disabled={option.disabled === true}
                  onCheckedChange={(checked) => {
                    toggle(option.value, checked);
                  }}
                />
              ))}
              {visible.length === 0 ? (
                <p className={styles.noMatch}>No matches for “{filter}”</p>
              ) : null}
            </fieldset>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
