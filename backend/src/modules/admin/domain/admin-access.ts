import type { Role } from '../../users/index.js';

export type AdminAccessVerdict =
  | { kind: 'allowed' }
  | { kind: 'not_admin' }
  /** An admin whose session has not passed the second factor (`enrolled`: has an app set up). */
  | { kind: 'second_factor_required'; enrolled: boolean };

/**
 * Who may make an admin call: the admin role, read from the users table on the request (roles
 * change; tokens do not carry them), and the second factor passed in this session.
 */
export function judgeAdminAccess(
  role: Role | null,
  secondFactor: { enrolled: boolean; passed: boolean },
): AdminAccessVerdict {
  if (role !== 'admin') return { kind: 'not_admin' };
  if (!secondFactor.passed)
    return { kind: 'second_factor_required', enrolled: secondFactor.enrolled };
  return { kind: 'allowed' };
}
