import { formatDateTime } from '@/shared/lib/format';
import type { PurchaseLogEntry } from '../api/admin-purchases-api';
import { logLine } from '../lib/purchase-log-lines';
import styles from './admin-purchases.module.css';

/** Everything that happened to the purchase, oldest first: Stripe's events and status changes. */
export function PurchaseEventLog({ entries }: { entries: readonly PurchaseLogEntry[] }) {
  return (
    <ol className={styles.log} aria-label="Event log">
      {entries.map((entry, index) => {
        const line = logLine(entry);
        return (
          // The log is append-only and its order is the server's: the index is a stable key.
          <li key={index} className={styles.logEntry}>
            <time className={styles.logTime} dateTime={entry.at}>
              {formatDateTime(entry.at)}
            </time>
            <span>{line.title}</span>
            {line.detail === null || line.detail === '' ? null : (
              <span className={`${styles.logDetail} ${styles.code}`}>{line.detail}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
