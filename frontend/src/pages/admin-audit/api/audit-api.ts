import { apiClient, type components, unwrap } from '@/shared/api';
import type { KeysetPage } from '@/shared/model';
import { type AuditQuery, auditQueryParams } from '../lib/audit-query';

/** One admin action as the audit log keeps it (docs/adr/0033). */
export type AuditEntry = components['schemas']['AuditEntryDto'];

/** GET /api/admin/audit — searched, filtered, in the order asked for, a page after `cursor`. */
export async function fetchAuditPage({
  query,
  cursor,
}: {
  query: AuditQuery;
  cursor: string | null;
}): Promise<KeysetPage<AuditEntry>> {
  const page = unwrap(
    await apiClient.GET('/api/admin/audit', { params: { query: auditQueryParams(query, cursor) } }),
  );
  return { items: page.entries, nextCursor: page.next_cursor };
}
