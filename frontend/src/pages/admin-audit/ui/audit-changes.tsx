import type { AuditEntry } from '../api/audit-api';
import { changesOf, changesSummary } from '../lib/audit-changes';
import styles from './admin-audit.module.css';

/** What an action changed: a summary that opens to each field, before (struck) and after. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const changes = changesOf(entry.before, entry.after);
  const summary = changesSummary(entry.before, entry.after);
  if (changes.length === 0) return <span className={styles.muted}>{summary}</span>;
  return (
    <details className={styles.changes}>
      <summary>{summary}</summary>
      <dl className={styles.changeList}>
        {changes.map((change) => (
          <div key={change.field}>
            <dt>{change.field}</dt>
            <dd>
              {change.before === null ? null : (
                <>
                  <span className={styles.before}>{change.before}</span>
                  {' → '}
                </>
              )}
              <span className={styles.after}>{change.after ?? '(removed)'}</span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
