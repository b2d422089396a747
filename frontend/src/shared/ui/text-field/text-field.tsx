import type { InputHTMLAttributes, Ref } from 'react';
import { cx } from '@/shared/lib/classnames';
import { FieldLabel, FieldMessages, fieldStyles, useFieldIds } from '@/shared/ui/field';
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
  const ids = useFieldIds(id, { hint, error });

  return (
    <div className={cx(fieldStyles.field, className)} data-invalid={ids.hasError || undefined}>
      <FieldLabel htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      <input
        id={ids.controlId}
        required={required}
        aria-invalid={ids.hasError || undefined}
        aria-describedby={ids.describedBy}
        className={styles.input}
        {...inputProps}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
