import { type ReactNode, useId } from 'react';
import { ChartIcon } from '@/shared/ui/icons';
import styles from './dashboard-message.module.css';

export interface DashboardMessageProps {
  title: string;
  children: ReactNode;
  /** Links or buttons under the text. */
  actions?: ReactNode;
}

/** A whole-dashboard message in place of figures: refused, not linked, or no plays yet. */
export function DashboardMessage({ title, children, actions }: DashboardMessageProps) {
  const titleId = useId();
  return (
    <section className={styles.message} aria-labelledby={titleId}>
      <ChartIcon size={40} className={styles.icon} />
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.text}>{children}</div>
      {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
