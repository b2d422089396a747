import type { FormHTMLAttributes, ReactNode, SubmitEvent } from 'react';
import { cx } from '@/shared/lib/classnames';
import styles from './form.module.css';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Called with the form element; the browser's own submission is always prevented. */
  onSubmit: (form: HTMLFormElement) => void;
  /** Marks the form busy while it is being sent. */
  busy?: boolean | undefined;
  children: ReactNode;
}

/** A vertical form: fields, messages and actions stacked with even spacing. */
export function Form({ onSubmit, busy, className, children, ...rest }: FormProps) {
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event.currentTarget);
  };
  return (
    <form
      className={cx(styles.form, className)}
      aria-busy={busy || undefined}
      onSubmit={submit}
      {...rest}
    >
      {children}
    </form>
  );
}

/** The row of buttons and links at the end of a form. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** Quiet text with links under a form, e.g. "Forgot your password?". */
export function FormFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}
