import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cx } from '@/shared/lib/classnames';
import { CheckIcon } from '@/shared/ui/icons';
import styles from './checkbox.module.css';

export interface CheckboxProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  name?: string;
  value?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | null;
  id?: string;
  className?: string;
}

export function Checkbox({
  label,
  onCheckedChange,
  error,
  id,
  className,
  ...state
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== '';

  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          id={inputId}
          className={styles.box}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? errorId : undefined}
          // The kit has no indeterminate use yet, so callers get a plain boolean.
          onCheckedChange={(checked) => onCheckedChange?.(checked === true)}
          {...state}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            <CheckIcon size={14} strokeWidth={3} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={inputId} className={styles.label}>
          {label}
          {state.required ? (
            <span aria-hidden="true" className={styles.required}>
              {' *'}
            </span>
          ) : null}
        </label>
      </div>
      {hasError ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
