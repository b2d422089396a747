import type { ReactNode } from 'react';
import styles from './discover.module.css';

export interface DiscoverSectionProps {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}

export function DiscoverSection({ id, title, lead, children }: DiscoverSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <div className={styles.sectionHeader}>
        <h2 id={`${id}-heading`} className={styles.sectionTitle}>
          {title}
        </h2>
        {lead === undefined ? null : <p className={styles.sectionLead}>{lead}</p>}
      </div>
      {children}
    </section>
  );
}
