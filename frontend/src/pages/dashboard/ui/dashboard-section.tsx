import { type ReactNode, useId } from 'react';
import styles from './dashboard.module.css';

/** One titled block of the dashboard; the heading names the region for screen readers. */
export function DashboardSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
