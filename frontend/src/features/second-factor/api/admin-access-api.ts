import { apiClient, type components, unwrap } from '@/shared/api';

/** The admin as the server's admin boundary let them through (second factor passed). */
export type AdminMe = components['schemas']['AdminMeDto'];

/**
 * GET /api/admin/me: passes only for an admin whose session passed the second factor; otherwise
 * throws the boundary's answer (ADMIN.SECOND_FACTOR_REQUIRED, …_ENROLMENT_REQUIRED, NOT_ADMIN).
 */
export async function fetchAdminMe(): Promise<AdminMe> {
  return unwrap(await apiClient.GET('/api/admin/me'));
}
