import {
  grantsAccess,
  mergeFacts,
  NO_FACTS,
  type PurchaseFacts,
  purchaseStatus,
} from './purchase-status.js';

const t = (minute: number): Date => new Date(Date.UTC(2026, 10, 25, 12, minute));

/** Every statement Stripe can make about one purchase, as the facts it adds. */
const STATEMENTS: Record<string, Partial<PurchaseFacts>> = {
  completed: { completedAt: t(1) },
  paid: { completedAt: t(1), paidAt: t(1) },
  asyncPaid: { paidAt: t(3) },
  asyncFailed: { failedAt: t(3) },
  expired: { expiredAt: t(2) },
  refunded: { refundedAt: t(5) },
  disputed: { disputeOpenedAt: t(6) },
  disputeWon: { disputeOpenedAt: t(7), disputeOutcome: 'won' },
  disputeLost: { disputeOpenedAt: t(7), disputeOutcome: 'lost' },
};

const statusAfter = (names: readonly string[]): string =>
  purchaseStatus(
    names.reduce((facts, name) => mergeFacts(facts, STATEMENTS[name] ?? {}), NO_FACTS),
  );

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [
      item,
      ...rest,
    ]),
  );
}

describe('purchase status', () => {
  it.each([
    [[], 'pending'],
    [['completed'], 'processing'],
    [['paid'], 'paid'],
    [['completed', 'asyncPaid'], 'paid'],
    [['completed', 'asyncFailed'], 'failed'],
    [['expired'], 'expired'],
    [['paid', 'refunded'], 'refunded'],
    [['paid', 'disputed'], 'disputed'],
    [['paid', 'disputed', 'disputeWon'], 'restored'],
    [['paid', 'disputed', 'disputeLost'], 'revoked'],
    [['paid', 'disputeWon', 'refunded'], 'refunded'],
  ])('after %j it is %s', (names, status) => {
    expect(statusAfter(names)).toBe(status);
  });

  it('ends in the same state whatever order the statements arrive in, and however often', () => {
    const histories = [
      ['paid', 'refunded'],
      ['paid', 'disputed', 'disputeWon'],
      ['paid', 'disputed', 'disputeLost'],
      ['completed', 'asyncPaid', 'disputed'],
      ['completed', 'asyncFailed', 'expired'],
    ];
    for (const history of histories) {
      const inOrder = statusAfter(history);
      for (const order of permutations([...history, ...history])) {
        expect(statusAfter(order)).toBe(inOrder);
      }
    }
  });

  it('keeps the earliest time a fact was heard, and a lost dispute over a won one', () => {
    const merged = mergeFacts(mergeFacts(NO_FACTS, { paidAt: t(9), disputeOutcome: 'lost' }), {
      paidAt: t(4),
      disputeOutcome: 'won',
    });
    expect(merged.paidAt).toEqual(t(4));
    expect(merged.disputeOutcome).toBe('lost');
  });

  it('gives access only while paid or restored', () => {
    expect(['paid', 'restored'].every((s) => grantsAccess(s as never))).toBe(true);
    for (const status of [
      'pending',
      'processing',
      'failed',
      'expired',
      'refunded',
      'disputed',
      'revoked',
    ]) {
      expect(grantsAccess(status as never)).toBe(false);
    }
  });
});
