import { createEvent, sample } from 'effector';
import { createKeysetList, createListSearch } from '@/shared/model';
import { sortAmong, type TableSort } from '@/shared/ui/table';
import { type AuditEntry, fetchAuditPage } from '../api/audit-api';
import { type AuditFilters, NO_FILTERS } from '../lib/audit-filters';
import { AUDIT_SORT_KEYS, type AuditQuery, INITIAL_AUDIT_QUERY } from '../lib/audit-query';

/** The audit log, a page at a time: searched, filtered, newest first unless sorted. */
export const auditLog = createKeysetList<AuditQuery, AuditEntry>({
  initialQuery: INITIAL_AUDIT_QUERY,
  fetchPage: fetchAuditPage,
});

/** The search box: the field at once, the list after a pause. */
export const { searchTyped, $searchText } = createListSearch(auditLog);

export const filtersApplied = createEvent<AuditFilters>();
/** Clears the filters form; the search box and the order stay. */
export const filtersCleared = createEvent();
/** "Only this admin" on a row. */
export const actorPicked = createEvent<string>();
/** A sortable header pressed. */
export const sortChosen = createEvent<TableSort>();

sample({ clock: filtersApplied, target: auditLog.queryChanged });
sample({ clock: filtersCleared, fn: () => NO_FILTERS, target: auditLog.queryChanged });
sample({ clock: actorPicked, fn: (actor) => ({ actor }), target: auditLog.queryChanged });
sample({
  clock: sortChosen,
  source: auditLog.$query,
  fn: (query, chosen) => ({ sort: sortAmong(AUDIT_SORT_KEYS, query.sort, chosen) }),
  target: auditLog.queryChanged,
});
