import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { explainFailure } from '@/shared/api';
import { Page } from '@/shared/ui/page';
import { isFiltered } from '../lib/audit-filters';
import { actorPicked, auditLog, filtersApplied, filtersCleared } from '../model/audit-log';
import styles from './admin-audit.module.css';
import { AuditFiltersForm } from './audit-filters-form';
import { AuditTable } from './audit-table';

/** /admin/audit: every admin action, read-only (docs/adr/0033), with filters. */
export function AdminAuditPage() {
  const model = useUnit({
    entries: auditLog.$items,
    filters: auditLog.$query,
    status: auditLog.$status,
    error: auditLog.$error,
    moreError: auditLog.$moreError,
    nextCursor: auditLog.$nextCursor,
    isLoadingMore: auditLog.$isLoadingMore,
    opened: auditLog.opened,
    more: auditLog.moreRequested,
    retry: auditLog.retried,
    apply: filtersApplied,
    clear: filtersCleared,
    pickActor: actorPicked,
  });
  const { opened } = model;
  useEffect(() => {
    opened();
  }, [opened]);
  const knownActions = [...new Set(model.entries.map((entry) => entry.action))].sort();

  return (
    <Page
      title="Audit log"
      lead="Every admin action: who did what to which record, when and from where. It cannot be edited."
    >
      <div className={styles.layout}>
        <AuditFiltersForm
          filters={model.filters}
          knownActions={knownActions}
          onApply={model.apply}
          onClear={model.clear}
        />
        <AuditTable
          entries={model.entries}
          status={model.status}
          error={
            model.error === null ? null : explainFailure(model.error, 'Check your connection.')
          }
          moreError={
            model.moreError === null
              ? null
              : explainFailure(
                  model.moreError,
                  'The next page could not be loaded. Check your connection.',
                )
          }
          hasMore={model.nextCursor !== null}
          isLoadingMore={model.isLoadingMore}
          emptyText={
            isFiltered(model.filters)
              ? 'No admin actions match these filters.'
              : 'No admin actions yet. They appear here as admins work.'
          }
          onRetry={model.retry}
          onMore={model.more}
          onPickActor={model.pickActor}
        />
      </div>
    </Page>
  );
}
