import { PURCHASE_STATUSES, type PurchaseStatus } from './purchase-status.js';
import { judgeRefund, refundStateOf, type RefundSubject } from './refund-eligibility.js';

const subject = (
  status: PurchaseStatus,
  overrides: Partial<RefundSubject> = {},
): RefundSubject => ({
  status,
  paymentIntentId: 'pi_1',
  refundRequestedAt: null,
  ...overrides,
});

describe('judgeRefund', () => {
  it('refunds a payment that stands: paid, or restored after a won dispute', () => {
    expect(judgeRefund(subject('paid'))).toEqual({ kind: 'refundable', paymentIntentId: 'pi_1' });
    expect(judgeRefund(subject('restored'))).toEqual({
      kind: 'refundable',
      paymentIntentId: 'pi_1',
    });
  });

  it('refuses a second request while the first waits for Stripe', () => {
    const requested = subject('paid', { refundRequestedAt: new Date() });
    expect(judgeRefund(requested)).toEqual({ kind: 'already_requested' });
    expect(refundStateOf(requested)).toBe('requested');
  });

  it('refuses a refunded purchase, whether or not an admin asked for it', () => {
    expect(judgeRefund(subject('refunded'))).toEqual({ kind: 'already_refunded' });
    const asked = subject('refunded', { refundRequestedAt: new Date() });
    expect(judgeRefund(asked)).toEqual({ kind: 'already_refunded' });
    expect(refundStateOf(asked)).toBe('refunded');
  });

  it('leaves disputes and charge-backs to the bank', () => {
    expect(judgeRefund(subject('disputed'))).toEqual({ kind: 'disputed' });
    expect(judgeRefund(subject('revoked'))).toEqual({ kind: 'disputed' });
  });

  it('has nothing to refund when no payment stands', () => {
    for (const status of ['pending', 'processing', 'failed', 'expired'] as const) {
      expect(judgeRefund(subject(status))).toEqual({ kind: 'not_paid' });
    }
    expect(judgeRefund(subject('paid', { paymentIntentId: null }))).toEqual({ kind: 'not_paid' });
  });

  it('offers the refund button exactly where a refund is accepted', () => {
    for (const status of PURCHASE_STATUSES) {
      const purchase = subject(status);
      expect(refundStateOf(purchase) === 'refundable').toBe(
        judgeRefund(purchase).kind === 'refundable',
      );
    }
  });
});
