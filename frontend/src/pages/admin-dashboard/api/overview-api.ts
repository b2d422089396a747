import { apiClient, type components, unwrap } from '@/shared/api';

/** GET /api/admin/overview's figures (docs/adr/0034). */
export type AdminOverview = components['schemas']['AdminOverviewDto'];
export type QueueHealth = components['schemas']['QueueHealthDto'];
export type SalesTotal = components['schemas']['SalesTotalDto'];

export async function fetchOverview(): Promise<AdminOverview> {
  return unwrap(await apiClient.GET('/api/admin/overview'));
}
