import { type PurchaseLogEntry, purchaseLog } from './purchase-log.js';

const at = (second: number): Date => new Date(Date.UTC(2026, 10, 27, 9, 0, second));

describe('purchaseLog', () => {
  it('reads oldest first across the parts', () => {
    const opened: PurchaseLogEntry = { kind: 'checkout_opened', at: at(0) };
    const refund: PurchaseLogEntry = {
      kind: 'refund_requested',
      at: at(40),
      actorId: 'a',
      actorEmail: 'admin@encore.test',
    };
    const completed: PurchaseLogEntry = {
      kind: 'stripe_event',
      at: at(10),
      stripeEventId: 'evt_1',
      stripeEventType: 'checkout.session.completed',
    };
    expect(purchaseLog([[opened], [completed], [refund]])).toEqual([opened, completed, refund]);
  });

  it('puts a Stripe event before the status change it caused in the same transaction', () => {
    const event: PurchaseLogEntry = {
      kind: 'stripe_event',
      at: at(5),
      stripeEventId: 'evt_2',
      stripeEventType: 'charge.refunded',
    };
    const change: PurchaseLogEntry = {
      kind: 'status_change',
      at: at(5),
      from: 'paid',
      to: 'refunded',
      cause: 'charge.refunded',
      source: 'webhook',
      stripeEventId: 'evt_2',
    };
    expect(purchaseLog([[change], [event]])).toEqual([event, change]);
  });

  it('keeps the stored order of entries of one kind at one instant', () => {
    const first: PurchaseLogEntry = {
      kind: 'status_change',
      at: at(1),
      from: 'pending',
      to: 'processing',
      cause: 'checkout.session.completed',
      source: 'webhook',
      stripeEventId: null,
    };
    const second: PurchaseLogEntry = { ...first, from: 'processing', to: 'paid' };
    expect(purchaseLog([[first, second]])).toEqual([first, second]);
  });
});
