/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import { $sessionStatus, $sessionToken } from '@/entities/session';
import { ApiError } from '@/shared/api';
import type { PaymentConfirmation } from '../api/confirm-payment';
import { confirmationFixture, SESSION_ID } from '../testing/confirmation-fixtures';
import {
  $paymentView,
  confirmPaymentFx,
  MAX_STATUS_CHECKS,
  paymentCheckRetried,
  paymentSuccessOpened,
  waitBeforeCheckFx,
} from './payment-success';

function successScope(confirm: (sessionId: string) => Promise<PaymentConfirmation>, token = 'tk') {
  const confirmCalls = jest.fn(confirm);
  // The 2 s pause between checks is answered at once.
  const waits = jest.fn((sessionId: string) => Promise.resolve(sessionId));
  const scope = fork({
    values: [
      [$sessionStatus, token === '' ? 'anonymous' : 'authenticated'],
      [$sessionToken, token === '' ? null : token],
    ],
    handlers: [
      [confirmPaymentFx, confirmCalls],
      [waitBeforeCheckFx, waits],
    ],
  });
  return { scope, confirmCalls, waits };
}

describe('payment success model', () => {
  test('confirms the session with the server and shows the real status', async () => {
    const { scope, confirmCalls } = successScope(() =>
      Promise.resolve(confirmationFixture('paid')),
    );

    await allSettled(paymentSuccessOpened, { scope, params: SESSION_ID });

    expect(confirmCalls).toHaveBeenCalledWith(SESSION_ID);
    expect(scope.getState($paymentView)).toMatchObject({ kind: 'granted', sessionId: SESSION_ID });
  });

  test('a settling payment is asked about every 2 s until it is paid', async () => {
    const answers = ['processing', 'processing', 'paid'] as const;
    const { scope, confirmCalls, waits } = successScope((_sessionId) =>
      Promise.resolve(confirmationFixture(answers[confirmCalls.mock.calls.length - 1] ?? 'paid')),
    );

    await allSettled(paymentSuccessOpened, { scope, params: SESSION_ID });

    expect(confirmCalls).toHaveBeenCalledTimes(3);
    expect(waits).toHaveBeenCalledTimes(2);
    expect(scope.getState($paymentView).kind).toBe('granted');
  });

  test('an asynchronous failure ends the checks: "Payment not completed"', async () => {
    const answers = ['processing', 'failed'] as const;
    const { scope, confirmCalls } = successScope(() =>
      Promise.resolve(confirmationFixture(answers[confirmCalls.mock.calls.length - 1] ?? 'failed')),
    );

    await allSettled(paymentSuccessOpened, { scope, params: SESSION_ID });

    expect(confirmCalls).toHaveBeenCalledTimes(2);
    expect(scope.getState($paymentView)).toMatchObject({ kind: 'not-completed', reason: 'failed' });
  });

  test('after about a minute the page stops asking, and Check again asks anew', async () => {
    const { scope, confirmCalls, waits } = successScope(() =>
      Promise.resolve(confirmationFixture('processing')),
    );

    await allSettled(paymentSuccessOpened, { scope, params: SESSION_ID });

    expect(MAX_STATUS_CHECKS).toBe(30);
    expect(waits).toHaveBeenCalledTimes(MAX_STATUS_CHECKS);
    expect(confirmCalls).toHaveBeenCalledTimes(MAX_STATUS_CHECKS + 1);
    expect(scope.getState($paymentView)).toMatchObject({ kind: 'processing', slow: true });

    confirmCalls.mockImplementation(() => Promise.resolve(confirmationFixture('paid')));
    await allSettled(paymentCheckRetried, { scope });
    expect(scope.getState($paymentView).kind).toBe('granted');
  });

  test("a session that is not the caller's shows the server's text", async () => {
    const { scope } = successScope(() =>
      Promise.reject(
        new ApiError(404, 'Not Found', 'We could not find this checkout session.', null),
      ),
    );

    await allSettled(paymentSuccessOpened, { scope, params: SESSION_ID });

    expect(scope.getState($paymentView)).toEqual({
      kind: 'error',
      sessionId: SESSION_ID,
      message: 'We could not find this checkout session.',
    });
  });

  test('without a user nothing is asked; without a session id neither', async () => {
    const visitor = successScope(() => Promise.resolve(confirmationFixture('paid')), '');
    await allSettled(paymentSuccessOpened, { scope: visitor.scope, params: SESSION_ID });
    expect(visitor.confirmCalls).not.toHaveBeenCalled();
    expect(visitor.scope.getState($paymentView)).toEqual({
      kind: 'signed-out',
      sessionId: SESSION_ID,
    });

    const member = successScope(() => Promise.resolve(confirmationFixture('paid')));
    await allSettled(paymentSuccessOpened, { scope: member.scope, params: null });
    expect(member.confirmCalls).not.toHaveBeenCalled();
    expect(member.scope.getState($paymentView)).toEqual({ kind: 'no-session' });
  });
});
