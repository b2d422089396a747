import type { ReactElement } from 'react';
import styles from './disabled-with-reason.module.css';
import { Tooltip } from './tooltip';

export interface DisabledWithReasonProps {
  /** Why the control does nothing here, shown on hover and on keyboard focus. */
  reason: string;
  /** The disabled control, or a group of them. */
  children: ReactElement;
  /**
   * The child stays focusable itself (`aria-disabled`, not `disabled`): the tooltip hangs on it
   * and no wrapper adds a second tab stop.
   */
  focusableChild?: boolean;
}

/**
 * A disabled control that still says why. A `disabled` button gets no hover or focus, so by
 * default the tooltip hangs on a focusable wrapper around it.
 */
export function DisabledWithReason({
  reason,
  children,
  focusableChild = false,
}: DisabledWithReasonProps) {
  return (
    <Tooltip content={reason}>
      {focusableChild ? (
        children
      ) : (
        <span tabIndex={0} className={styles.wrapper}>
          {children}
        </span>
      )}
    </Tooltip>
  );
}
