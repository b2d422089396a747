/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, createStore, fork } from 'effector';
import { $toasts } from '@/shared/lib/toast';
import { toApiError } from '@/shared/api';
import type { EnrolmentConfirmation, EnrolmentStart } from '../api/second-factor-api';
import {
  ENROLMENT_CONFIRMATION,
  ENROLMENT_START,
  RECOVERY_CODES,
} from '../testing/second-factor-fixtures';
import {
  $enrolment,
  $enrolmentError,
  $enrolmentStep,
  $recoveryCodes,
  confirmEnrolmentFx,
  copyTextFx,
  enrolmentCodeSubmitted,
  enrolmentCompleted,
  enrolmentOpened,
  enrolmentStarted,
  recoveryCodesCopied,
  recoveryCodesSaved,
  startEnrolmentFx,
} from './enrolment';

/** How many times the enrolment completed, per scope. */
const $completions = createStore(0).on(enrolmentCompleted, (count) => count + 1);

function enrolmentScope(
  confirm: (code: string) => Promise<EnrolmentConfirmation> = () =>
    Promise.resolve(ENROLMENT_CONFIRMATION),
) {
  const copied = jest.fn((_text: string) => Promise.resolve());
  const confirmCalls: string[] = [];
  const scope = fork({
    handlers: [
      [startEnrolmentFx, (): Promise<EnrolmentStart> => Promise.resolve(ENROLMENT_START)],
      [
        confirmEnrolmentFx,
        (code: string) => {
          confirmCalls.push(code);
          return confirm(code);
        },
      ],
      [copyTextFx, copied],
    ],
  });
  return { scope, copied, confirmCalls };
}

describe('enrolment model', () => {
  test('start → QR code, first code → the ten recovery codes, saved → done and forgotten', async () => {
    const { scope, confirmCalls } = enrolmentScope();

    await allSettled(enrolmentStarted, { scope });
    expect(scope.getState($enrolmentStep)).toBe('scan');
    expect(scope.getState($enrolment)).toEqual(ENROLMENT_START);

    await allSettled(enrolmentCodeSubmitted, { scope, params: ' 123456 ' });
    expect(confirmCalls).toEqual(['123456']);
    expect(scope.getState($enrolmentStep)).toBe('codes');
    expect(scope.getState($recoveryCodes)).toEqual(RECOVERY_CODES);
    // The secret is not kept once the app is on.
    expect(scope.getState($enrolment)).toBeNull();

    await allSettled(recoveryCodesSaved, { scope });
    expect(scope.getState($enrolmentStep)).toBe('idle');
    expect(scope.getState($recoveryCodes)).toEqual([]);
    expect(scope.getState($completions)).toBe(1);
  });

  test('a wrong code keeps the QR code up and says why', async () => {
    const wrong = toApiError(400, 'Bad Request', {
      code: 'SECOND_FACTOR.CODE_WRONG',
      message: 'That code is not right. Enter the current code from your authenticator app.',
    });
    const { scope } = enrolmentScope(() => Promise.reject(wrong));

    await allSettled(enrolmentStarted, { scope });
    await allSettled(enrolmentCodeSubmitted, { scope, params: '000000' });

    expect(scope.getState($enrolmentStep)).toBe('scan');
    expect(scope.getState($enrolmentError)).toBe(
      'That code is not right. Enter the current code from your authenticator app.',
    );
    await allSettled(enrolmentOpened, { scope });
    expect(scope.getState($enrolmentError)).toBeNull();
    expect(scope.getState($enrolmentStep)).toBe('idle');
  });

  test('copying hands over every code, one a line, and confirms it', async () => {
    const { scope, copied } = enrolmentScope();
    await allSettled(enrolmentStarted, { scope });
    await allSettled(enrolmentCodeSubmitted, { scope, params: '123456' });

    await allSettled(recoveryCodesCopied, { scope });

    expect(copied).toHaveBeenCalledWith(RECOVERY_CODES.join('\n'));
    expect(scope.getState($toasts).map((toast) => toast.text)).toEqual(['Recovery codes copied.']);
  });

  test('"I saved them" before any codes does nothing', async () => {
    const { scope } = enrolmentScope();
    await allSettled(recoveryCodesSaved, { scope });
    expect(scope.getState($completions)).toBe(0);
  });
});
