/** @jest-environment node */
import { confirmationFixture, SESSION_ID } from '../testing/confirmation-fixtures';
import { type PaymentState, paymentTitleOf, paymentViewOf } from './payment-view';

const signedIn: PaymentState = {
  opened: true,
  sessionId: SESSION_ID,
  sessionStatus: 'authenticated',
  confirmation: null,
  error: null,
  gaveUp: false,
};

describe('paymentViewOf', () => {
  test('without session_id there is no payment to show', () => {
    const view = paymentViewOf({ ...signedIn, sessionId: null });
    expect(view).toEqual({ kind: 'no-session' });
    expect(paymentTitleOf(view)).toBe('No payment to show');
  });

  test('a visitor sees the session id and is asked to log in', () => {
    expect(paymentViewOf({ ...signedIn, sessionStatus: 'anonymous' })).toEqual({
      kind: 'signed-out',
      sessionId: SESSION_ID,
    });
  });

  test('checking while the login state loads or the server has not answered', () => {
    expect(paymentViewOf({ ...signedIn, sessionStatus: 'loading' }).kind).toBe('checking');
    expect(paymentViewOf(signedIn).kind).toBe('checking');
    expect(paymentViewOf({ ...signedIn, opened: false }).kind).toBe('opening');
  });

  test.each([
    ['paid', 'granted', 'Payment successful'],
    ['restored', 'granted', 'Payment successful'],
    ['processing', 'processing', 'Payment processing'],
    ['pending', 'processing', 'Payment processing'],
    ['failed', 'not-completed', 'Payment not completed'],
    ['expired', 'not-completed', 'Payment not completed'],
    ['refunded', 'no-access', 'Payment refunded'],
    ['disputed', 'no-access', 'No access to this album'],
    ['revoked', 'no-access', 'No access to this album'],
  ] as const)('a %s payment shows %s: "%s"', (status, kind, title) => {
    const view = paymentViewOf({ ...signedIn, confirmation: confirmationFixture(status) });
    expect(view.kind).toBe(kind);
    expect(paymentTitleOf(view)).toBe(title);
    expect(view).toMatchObject({ sessionId: SESSION_ID, email: 'maya@example.com' });
  });

  test('a payment still settling after a minute is slow', () => {
    const view = paymentViewOf({
      ...signedIn,
      confirmation: confirmationFixture('processing'),
      gaveUp: true,
    });
    expect(view).toMatchObject({ kind: 'processing', slow: true });
  });

  test("an answer for another session does not count; a failure shows the server's text", () => {
    const other = confirmationFixture('paid', { session_id: 'cs_test_other' });
    expect(paymentViewOf({ ...signedIn, confirmation: other }).kind).toBe('checking');
    expect(
      paymentViewOf({ ...signedIn, error: 'We could not find this checkout session.' }),
    ).toEqual({
      kind: 'error',
      sessionId: SESSION_ID,
      message: 'We could not find this checkout session.',
    });
  });
});
