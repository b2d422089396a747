import type { Ref, TextareaHTMLAttributes } from 'react';
import { cx } from '@/shared/lib/classnames';
import { FieldLabel, FieldMessages, fieldStyles, useFieldIds } from '@/shared/ui/field';
import styles from './text-area.module.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  /** Shown under the field, announced, and marks the control invalid. */
  error?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text field with the kit's label, hint and error wiring. */
export function TextArea({ label, hint, error, required, id, className, ...rest }: TextAreaProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <div className={cx(fieldStyles.field, className)} data-invalid={ids.hasError || undefined}>
      <FieldLabel htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      <textarea
        id={ids.controlId}
        required={required}
        aria-invalid={ids.hasError || undefined}
        aria-describedby={ids.describedBy}
        className={styles.input}
        rows={4}
        {...rest}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
