/** @jest-environment node */
import { logEntry } from '../testing/purchase-fixtures';
import { logLine } from './purchase-log-lines';

describe('a purchase log line', () => {
  test('a status change says from what to what, who told us and why', () => {
    expect(
      logLine(
        logEntry('status_change', {
          from_status: 'paid',
          to_status: 'refunded',
          source: 'webhook',
          cause: 'charge.refunded',
        }),
      ),
    ).toEqual({ title: 'Paid → Refunded', detail: "from Stripe's webhook · charge.refunded" });
    expect(logLine(logEntry('status_change', { to_status: 'pending' })).title).toBe(
      'New → Pending',
    );
  });

  test('a Stripe event names its type and id', () => {
    expect(
      logLine(
        logEntry('stripe_event', {
          stripe_event_type: 'charge.refunded',
          stripe_event_id: 'evt_1',
        }),
      ),
    ).toEqual({ title: 'Stripe event charge.refunded', detail: 'evt_1' });
  });

  test('a refund request names the admin, or says the account is gone', () => {
    expect(logLine(logEntry('refund_requested', { actor_email: 'ops@encore.test' }))).toEqual({
      title: 'Refund requested',
      detail: 'by ops@encore.test',
    });
    expect(logLine(logEntry('refund_requested')).detail).toBe('by an admin whose account is gone');
    expect(logLine(logEntry('checkout_opened'))).toEqual({
      title: 'Checkout opened',
      detail: null,
    });
  });
});
