import type { ReactNode } from 'react';
import { cx } from '@/shared/lib/classnames';
import styles from './field.module.css';

interface FieldLabelProps {
  htmlFor: string;
  required?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** A control's label; required fields get a visual asterisk (the control itself says required). */
export function FieldLabel({ htmlFor, required, className, children }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} className={cx(styles.label, className)}>
      {children}
      {required ? (
        <span aria-hidden="true" className={styles.required}>
          {' *'}
        </span>
      ) : null}
    </label>
  );
}
