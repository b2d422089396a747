import { createEvent, sample } from 'effector';
import { createKeysetList } from '@/shared/model';
import { type AuditEntry, fetchAuditPage } from '../api/audit-api';
import { type AuditFilters, NO_FILTERS } from '../lib/audit-filters';

/** The audit log, newest first, a page at a time, under the page's filters. */
export const auditLog = createKeysetList<AuditFilters, AuditEntry>({
  initialQuery: NO_FILTERS,
  fetchPage: fetchAuditPage,
});

export const filtersApplied = createEvent<AuditFilters>();
export const filtersCleared = createEvent();
/** "Only this admin" on a row. */
export const actorPicked = createEvent<string>();

sample({ clock: filtersApplied, target: auditLog.queryChanged });
sample({ clock: filtersCleared, fn: () => NO_FILTERS, target: auditLog.queryChanged });
sample({ clock: actorPicked, fn: (actor) => ({ actor }), target: auditLog.queryChanged });
