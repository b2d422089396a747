/** @jest-environment node */
import { allSettled, fork } from 'effector';
import { toApiError } from '@/shared/api';
import { $toasts } from '@/shared/lib/toast';
import type { SecondFactorStatus } from '../api/second-factor-api';
import {
  ENROLMENT_CONFIRMATION,
  ENROLMENT_START,
  statusFixture,
} from '../testing/second-factor-fixtures';
import { confirmEnrolmentFx, enrolmentCodeSubmitted, startEnrolmentFx } from './enrolment';
import { enrolmentStarted } from './enrolment';
import {
  $disableError,
  $isDisableFormOpen,
  $secondFactorStatus,
  $statusState,
  disableFx,
  disableRequested,
  disableSubmitted,
  fetchStatusFx,
  settingsOpened,
  statusRetried,
} from './settings';

const OFF = statusFixture({ enrolled: false, second_factor: 'not_passed', recovery_codes_left: 0 });

function settingsScope(
  fetchStatus: () => Promise<SecondFactorStatus>,
  disable: (code: string) => Promise<SecondFactorStatus> = () => Promise.resolve(OFF),
) {
  return fork({
    handlers: [
      [fetchStatusFx, fetchStatus],
      [disableFx, disable],
      [startEnrolmentFx, () => Promise.resolve(ENROLMENT_START)],
      [confirmEnrolmentFx, () => Promise.resolve(ENROLMENT_CONFIRMATION)],
    ],
  });
}

describe('two-step sign-in settings model', () => {
  test('opening reads the status; a failure can be retried', async () => {
    let answer = () => Promise.reject<SecondFactorStatus>(new Error('offline'));
    const scope = settingsScope(() => answer());

    await allSettled(settingsOpened, { scope });
    expect(scope.getState($statusState)).toBe('failed');

    answer = () => Promise.resolve(OFF);
    await allSettled(statusRetried, { scope });
    expect(scope.getState($statusState)).toBe('ready');
    expect(scope.getState($secondFactorStatus)).toEqual(OFF);
  });

  test('a confirmed enrolment shows the app as on, with ten codes left', async () => {
    const scope = settingsScope(() => Promise.resolve(OFF));
    await allSettled(settingsOpened, { scope });

    await allSettled(enrolmentStarted, { scope });
    await allSettled(enrolmentCodeSubmitted, { scope, params: '123456' });

    expect(scope.getState($secondFactorStatus)).toEqual(statusFixture());
  });

  test('turning it off takes a code; a wrong one is explained and the form stays', async () => {
    const wrong = toApiError(400, 'Bad Request', {
      code: 'SECOND_FACTOR.CODE_WRONG',
      message: 'That code is not right. Enter the current code from your authenticator app.',
    });
    let answer = (): Promise<SecondFactorStatus> => Promise.reject(wrong);
    const scope = settingsScope(
      () => Promise.resolve(statusFixture()),
      () => answer(),
    );
    await allSettled(settingsOpened, { scope });
    await allSettled(disableRequested, { scope });
    expect(scope.getState($isDisableFormOpen)).toBe(true);

    await allSettled(disableSubmitted, { scope, params: '000000' });
    expect(scope.getState($disableError)).toMatch(/^That code is not right/);
    expect(scope.getState($isDisableFormOpen)).toBe(true);

    answer = () => Promise.resolve(OFF);
    await allSettled(disableSubmitted, { scope, params: '123456' });
    expect(scope.getState($isDisableFormOpen)).toBe(false);
    expect(scope.getState($secondFactorStatus)).toEqual(OFF);
    expect(scope.getState($toasts).map((toast) => toast.text)).toEqual([
      'Two-step sign-in is off.',
    ]);
  });
});
