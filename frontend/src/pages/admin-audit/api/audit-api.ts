import { apiClient, type components, unwrap } from '@/shared/api';
import type { KeysetPage } from '@/shared/model';
import { type AuditFilters, auditParamsOf } from '../lib/audit-filters';

/** One admin action as the audit log keeps it (docs/adr/0033). */
export type AuditEntry = components['schemas']['AuditEntryDto'];

/** GET /api/admin/audit — newest first, filtered, a page after `cursor`. */
export async function fetchAuditPage({
  query,
  cursor,
}: {
  query: AuditFilters;
  cursor: string | null;
}): Promise<KeysetPage<AuditEntry>> {
  const page = unwrap(
    await apiClient.GET('/api/admin/audit', {
      params: {
        query: { ...auditParamsOf(query), ...(cursor === null ? {} : { before: cursor }) },
      },
    }),
  );
  return { items: page.entries, nextCursor: page.next_cursor };
}
