import { type ReactNode, useId } from 'react';
import styles from './panel.module.css';

export interface PanelProps {
  /** The panel's heading; it names the region for screen readers. */
  title: string;
  children: ReactNode;
}

/** One titled block of a page (a dashboard's section, a record's part in the admin area). */
export function Panel({ title, children }: PanelProps) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
