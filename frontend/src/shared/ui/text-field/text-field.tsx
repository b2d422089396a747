import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cx } from '@/shared/lib/classnames';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  hint?: string;
  /** Shown under the field, announced, and marks the input invalid. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  required,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== '';
  const describedBy = [hint === undefined ? null : hintId, hasError ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cx(styles.field, className)} data-invalid={hasError || undefined}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <input
        id={inputId}
        required={required}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        className={styles.input}
        {...inputProps}
      />
      {hint === undefined ? null : (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {hasError ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
