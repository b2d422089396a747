import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { explainFailure } from '@/shared/api';
import { KeysetListView } from '@/shared/ui/keyset-list-section';
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
    opened: auditLog.opened,
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
        <KeysetListView
          list={auditLog}
          failureTitle="We could not load the audit log."
          failureFallback="Check your connection."
          moreLabel="Show more actions"
          moreFailure="The next page could not be loaded. Check your connection."
          explain={explainFailure}
        >
          <AuditTable
            entries={model.entries}
            loading={model.status === 'loading'}
            emptyText={
              isFiltered(model.filters)
                ? 'No admin actions match these filters.'
                : 'No admin actions yet. They appear here as admins work.'
            }
            onPickActor={model.pickActor}
          />
        </KeysetListView>
      </div>
    </Page>
  );
}
