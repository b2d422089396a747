import { useId } from 'react';
import type { ShareRow } from '../lib/shares';
import styles from './share-bars.module.css';

export interface ShareBarsProps {
  title: string;
  rows: readonly ShareRow[];
  /** Shown when every count is zero. */
  emptyText: string;
}

/** A split as labelled bars; every bar's count and share are text, so no table is needed. */
export function ShareBars({ title, rows, emptyText }: ShareBarsProps) {
  const titleId = useId();
  const empty = rows.every((row) => row.count === 0);
  return (
    <section aria-labelledby={titleId} className={styles.panel}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {empty ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {rows.map((row) => (
            <li key={row.key} className={styles.row}>
              <span className={styles.label}>{row.label}</span>
              <span className={styles.text}>{row.text}</span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.bar} style={{ width: `${row.share * 100}%` }} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
