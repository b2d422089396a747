import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { cx } from '@/shared/lib/classnames';
import { Checkbox } from '@/shared/ui/checkbox';
import { ChevronDownIcon } from '@/shared/ui/icons';
import type { SelectOption } from '@/shared/ui/select';
import fieldStyles from '@/shared/ui/select/select.module.css';
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
  const generatedId = useId();
  const triggerId = props.id ?? generatedId;
  const [filter, setFilter] = useState('');
  const hasError = error !== undefined && error !== null && error !== '';
  const describedBy = [
    hint === undefined ? null : `${triggerId}-hint`,
    hasError ? `${triggerId}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');

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
      <label htmlFor={triggerId} className={fieldStyles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={fieldStyles.required}>
            {' *'}
          </span>
        ) : null}
      </label>
      <Popover.Root
        {...(props.defaultOpen === undefined ? {} : { defaultOpen: props.defaultOpen })}
      >
        <Popover.Trigger
          id={triggerId}
          className={fieldStyles.trigger}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          data-placeholder={selected.length === 0 || undefined}
        >
          <span>{summary}</span>
          <span className={fieldStyles.chevron}>
            {selected.length > 1 ? <span className={styles.count}>{selected.length}</span> : null}
            <ChevronDownIcon size={18} />
          </span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className={cx(fieldStyles.content, styles.content)}
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
      {hint === undefined ? null : (
        <p id={`${triggerId}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {hasError ? (
        <p id={`${triggerId}-error`} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
