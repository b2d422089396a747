import type { ReactNode } from 'react';
import { cx } from '@/shared/lib/classnames';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '@/shared/ui/icons';
import styles from './alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
  /** Optional trailing control, e.g. a retry button. */
  action?: ReactNode;
  className?: string;
}

const ICONS = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon };

export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  const Icon = ICONS[tone];
  // Errors and warnings interrupt (role="alert"); info and success are polite status updates.
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div role={role} className={cx(styles.alert, className)} data-tone={tone}>
      <Icon className={styles.icon} />
      <div className={styles.body}>
        {title === undefined ? null : <p className={styles.title}>{title}</p>}
        {children === undefined ? null : <div className={styles.text}>{children}</div>}
      </div>
      {action === undefined ? null : <div className={styles.action}>{action}</div>}
    </div>
  );
}
