import type { SortDirection } from '@/shared/ui/table';
import { type AuditFilters, auditParamsOf, isFiltered, NO_FILTERS } from './audit-filters';

/** The orders the server offers for the audit log (GET /api/admin/audit `sort`). */
export const AUDIT_SORT_KEYS = ['at', 'action'] as const;
export type AuditSortKey = (typeof AUDIT_SORT_KEYS)[number];

/** What the audit table asks for: the search box, the filters form and the order. */
export interface AuditQuery extends AuditFilters {
  search: string;
  sort: { key: AuditSortKey; direction: SortDirection };
}

export const INITIAL_AUDIT_QUERY: AuditQuery = {
  ...NO_FILTERS,
  search: '',
  sort: { key: 'at', direction: 'desc' },
};

/** The filters form's part of the query (the form is filled afresh when it changes). */
export const filtersOf = ({
  action,
  targetType,
  actor,
  fromDay,
  toDay,
}: AuditQuery): AuditFilters => ({
  action,
  targetType,
  actor,
  fromDay,
  toDay,
});

/** GET /api/admin/audit's parameters: the filters, the trimmed search if any, the order. */
export function auditQueryParams(query: AuditQuery, cursor: string | null) {
  const search = query.search.trim();
  return {
    ...auditParamsOf(query),
    ...(search === '' ? {} : { q: search.slice(0, 100) }),
    sort: query.sort.key,
    order: query.sort.direction,
    ...(cursor === null ? {} : { before: cursor }),
  };
}

/** Whether the search or a filter narrows the list (an empty reply then means "nothing matches"). */
export const isNarrowed = (query: AuditQuery): boolean =>
  query.search.trim() !== '' || isFiltered(query);
