/** @jest-environment node */
import { toApiError } from '@/shared/api';
import { adminAccessAfter } from './admin-access';

const refusal = (status: number, code: string) =>
  toApiError(status, 'Refused', { statusCode: status, code, message: 'text', error: 'text' });

describe('adminAccessAfter', () => {
  test.each([
    [401, 'ADMIN.SECOND_FACTOR_ENROLMENT_REQUIRED', 'enrolment_required'],
    [401, 'ADMIN.SECOND_FACTOR_REQUIRED', 'code_required'],
    [403, 'ADMIN.NOT_ADMIN', 'not_admin'],
    [401, 'PLATFORM.AUTH_REQUIRED', 'signed_out'],
    [500, 'PLATFORM.INTERNAL', 'failed'],
  ] as const)('%i %s → %s', (status, code, access) => {
    expect(adminAccessAfter(refusal(status, code))).toBe(access);
  });

  test('no answer at all is a failed check', () => {
    expect(adminAccessAfter(new TypeError('Failed to fetch'))).toBe('failed');
  });
});
