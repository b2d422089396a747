import { cx } from '@/shared/lib/classnames';
import styles from './field.module.css';
import type { FieldIds } from './use-field-ids';

interface FieldMessagesProps {
  ids: FieldIds;
  hint?: string | undefined;
  error?: string | null | undefined;
  className?: string | undefined;
}

/** The hint under a control, and its error, announced as an alert when it appears. */
export function FieldMessages({ ids, hint, error, className }: FieldMessagesProps) {
  return (
    <>
      {hint === undefined ? null : (
        <p id={ids.hintId} className={cx(styles.hint, className)}>
          {hint}
        </p>
      )}
      {ids.hasError ? (
        <p id={ids.errorId} role="alert" className={cx(styles.error, className)}>
          {error}
        </p>
      ) : null}
    </>
  );
}
