import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { explainFailure } from '@/shared/api';
import { KeysetListView } from '@/shared/ui/keyset-list-section';
import { Page } from '@/shared/ui/page';
import { SearchBox } from '@/shared/ui/text-field';
import { filtersOf, isNarrowed } from '../lib/audit-query';
import {
  $searchText,
  actorPicked,
  auditLog,
  filtersApplied,
  filtersCleared,
  searchTyped,
  sortChosen,
} from '../model/audit-log';
import styles from './admin-audit.module.css';
import { AuditFiltersForm } from './audit-filters-form';
import { AuditTable } from './audit-table';

/** /admin/audit: every admin action, read-only (docs/adr/0033), searchable, filtered, sortable. */
export function AdminAuditPage() {
  const model = useUnit({
    entries: auditLog.$items,
    query: auditLog.$query,
    searchText: $searchText,
    searchTyped,
    sortChosen,
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
        <div role="search" className={styles.search}>
          <SearchBox
            label="Search the log"
            placeholder="Start of an action, a target ID or an admin's email"
            value={model.searchText}
            maxLength={100}
            onSearch={model.searchTyped}
          />
        </div>
        <AuditFiltersForm
          filters={filtersOf(model.query)}
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
              isNarrowed(model.query)
                ? 'No admin actions match this search and these filters.'
                : 'No admin actions yet. They appear here as admins work.'
            }
            sort={model.query.sort}
            onSortChange={model.sortChosen}
            onPickActor={model.pickActor}
          />
        </KeysetListView>
      </div>
    </Page>
  );
}
