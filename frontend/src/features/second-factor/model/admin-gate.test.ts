/** @jest-environment node */
import { allSettled, fork } from 'effector';
import { toApiError } from '@/shared/api';
import type { AdminMe } from '../api/admin-access-api';
import type { SecondFactorStatus } from '../api/second-factor-api';
import {
  ENROLMENT_CONFIRMATION,
  ENROLMENT_START,
  statusFixture,
} from '../testing/second-factor-fixtures';
import {
  $adminAccess,
  adminAccessRetried,
  adminGateOpened,
  checkAdminAccessFx,
} from './admin-gate';
import {
  confirmEnrolmentFx,
  enrolmentCodeSubmitted,
  enrolmentStarted,
  recoveryCodesSaved,
  startEnrolmentFx,
} from './enrolment';
import { disableFx, disableSubmitted } from './settings';
import { $verificationError, codeSubmitted, verifyCodeFx } from './verification';

const ME: AdminMe = {
  id: 'u-admin',
  email: 'admin@encore.test',
  display_name: 'Encore Admin',
  role: 'admin',
  second_factor: 'passed',
};

const refusal = (status: number, code: string) =>
  toApiError(status, 'Refused', { statusCode: status, code, message: code, error: code });

/** The server's door, which a test opens by passing the second factor. */
function gateScope(initially: string) {
  const server: { refusal: string | null } = { refusal: initially };
  const scope = fork({
    handlers: [
      [
        checkAdminAccessFx,
        () =>
          server.refusal === null
            ? Promise.resolve(ME)
            : Promise.reject(refusal(401, server.refusal)),
      ],
      [startEnrolmentFx, () => Promise.resolve(ENROLMENT_START)],
      [
        confirmEnrolmentFx,
        () => {
          server.refusal = null;
          return Promise.resolve(ENROLMENT_CONFIRMATION);
        },
      ],
      [
        verifyCodeFx,
        (code: string): Promise<SecondFactorStatus> => {
          if (code !== '123456') {
            return Promise.reject(
              toApiError(400, 'Bad Request', {
                code: 'SECOND_FACTOR.CODE_WRONG',
                message: 'That code is not right.',
              }),
            );
          }
          server.refusal = null;
          return Promise.resolve(statusFixture());
        },
      ],
      [
        disableFx,
        () => {
          server.refusal = 'ADMIN.SECOND_FACTOR_ENROLMENT_REQUIRED';
          return Promise.resolve(statusFixture({ enrolled: false, recovery_codes_left: 0 }));
        },
      ],
    ],
  });
  return scope;
}

describe('admin gate model', () => {
  test('an admin without an app sets one up, saves the codes, and is let in', async () => {
    const scope = gateScope('ADMIN.SECOND_FACTOR_ENROLMENT_REQUIRED');

    await allSettled(adminGateOpened, { scope });
    expect(scope.getState($adminAccess)).toBe('enrolment_required');

    await allSettled(enrolmentStarted, { scope });
    await allSettled(enrolmentCodeSubmitted, { scope, params: '123456' });
    // The codes are on screen: the door waits for "I saved them".
    expect(scope.getState($adminAccess)).toBe('enrolment_required');

    await allSettled(recoveryCodesSaved, { scope });
    expect(scope.getState($adminAccess)).toBe('passed');
  });

  test('an enrolled admin enters a code; a wrong one is explained first', async () => {
    const scope = gateScope('ADMIN.SECOND_FACTOR_REQUIRED');
    await allSettled(adminGateOpened, { scope });
    expect(scope.getState($adminAccess)).toBe('code_required');

    await allSettled(codeSubmitted, { scope, params: '000000' });
    expect(scope.getState($verificationError)).toBe('That code is not right.');
    expect(scope.getState($adminAccess)).toBe('code_required');

    await allSettled(codeSubmitted, { scope, params: '123456' });
    expect(scope.getState($adminAccess)).toBe('passed');
  });

  test('turning the app off from inside closes the door again', async () => {
    const scope = gateScope('ADMIN.SECOND_FACTOR_REQUIRED');
    await allSettled(adminGateOpened, { scope });
    await allSettled(codeSubmitted, { scope, params: '123456' });
    expect(scope.getState($adminAccess)).toBe('passed');

    await allSettled(disableSubmitted, { scope, params: '123456' });
    expect(scope.getState($adminAccess)).toBe('enrolment_required');
  });

  test('an admin demoted since the session began is refused', async () => {
    const scope = fork({
      handlers: [[checkAdminAccessFx, () => Promise.reject(refusal(403, 'ADMIN.NOT_ADMIN'))]],
    });
    await allSettled(adminGateOpened, { scope });
    expect(scope.getState($adminAccess)).toBe('not_admin');
  });

  test('a check that got no answer can be retried', async () => {
    let answer = (): Promise<AdminMe> => Promise.reject(new TypeError('Failed to fetch'));
    const scope = fork({ handlers: [[checkAdminAccessFx, () => answer()]] });
    await allSettled(adminGateOpened, { scope });
    expect(scope.getState($adminAccess)).toBe('failed');

    answer = () => Promise.resolve(ME);
    await allSettled(adminAccessRetried, { scope });
    expect(scope.getState($adminAccess)).toBe('passed');
  });
});
