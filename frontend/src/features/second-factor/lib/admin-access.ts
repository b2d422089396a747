import { ApiError } from '@/shared/api';

/**
 * Where an admin stands at the admin area's door, from GET /api/admin/me (ADR 0031's answers):
 * through; must set up an authenticator app; must enter a code; not an admin after all (the
 * role changed since the session was read); signed out; or the check itself failed.
 */
export type AdminAccess =
  | 'checking'
  | 'passed'
  | 'enrolment_required'
  | 'code_required'
  | 'not_admin'
  | 'signed_out'
  | 'failed';

/** The door's state after a failed check. */
export function adminAccessAfter(error: unknown): Exclude<AdminAccess, 'checking' | 'passed'> {
  if (!(error instanceof ApiError)) return 'failed';
  switch (error.code) {
    case 'ADMIN.SECOND_FACTOR_ENROLMENT_REQUIRED':
      return 'enrolment_required';
    case 'ADMIN.SECOND_FACTOR_REQUIRED':
      return 'code_required';
    case 'ADMIN.NOT_ADMIN':
      return 'not_admin';
    default:
      return error.status === 401 ? 'signed_out' : 'failed';
  }
}
