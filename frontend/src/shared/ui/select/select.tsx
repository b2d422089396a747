import { Select as RadixSelect } from 'radix-ui';
import { useId } from 'react';
import { cx } from '@/shared/lib/classnames';
import { CheckIcon, ChevronDownIcon } from '@/shared/ui/icons';
import styles from './select.module.css';

export interface SelectOption {
  /** Must not be empty: Radix reserves '' for "no value". */
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: string;
  options: SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  defaultOpen?: boolean;
  placeholder?: string;
  hint?: string;
  error?: string | null;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

export function Select({
  label,
  options,
  placeholder = 'Select…',
  hint,
  error,
  id,
  className,
  ...state
}: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const hintId = `${triggerId}-hint`;
  const errorId = `${triggerId}-error`;
  const hasError = error !== undefined && error !== null && error !== '';
  const describedBy = [hint === undefined ? null : hintId, hasError ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={triggerId} className={styles.label}>
        {label}
        {state.required ? (
          <span aria-hidden="true" className={styles.required}>
            {' *'}
          </span>
        ) : null}
      </label>
      <RadixSelect.Root {...state}>
        <RadixSelect.Trigger
          id={triggerId}
          className={styles.trigger}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon className={styles.chevron}>
            <ChevronDownIcon size={18} />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={6}>
            <RadixSelect.Viewport className={styles.viewport}>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.item}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className={styles.indicator}>
                    <CheckIcon size={16} />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      {hint === undefined ? null : (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {hasError ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
