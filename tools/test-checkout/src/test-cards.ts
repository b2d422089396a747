/**
 * The card numbers the test checkout understands, and what each one does. One list feeds the
 * hosted page, the README and the frontend's test-mode notice, so they never disagree.
 */
export type CardOutcome = 'succeeds' | 'declined' | 'async_succeeds' | 'async_fails';

export interface TestCard {
  /** As printed on the page (groups of four); spaces are ignored when a number is typed. */
  number: string;
  outcome: CardOutcome;
  label: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds', label: 'Payment succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined', label: 'Card is declined' },
  {
    number: '4000 0000 0000 3220',
    outcome: 'async_succeeds',
    label: 'Payment is confirmed a few seconds later',
  },
  {
    number: '4000 0000 0000 3063',
    outcome: 'async_fails',
    label: 'Payment fails a few seconds later',
  },
];

/** Digits only: people type card numbers with spaces or dashes. */
export function normalizeCardNumber(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The test card a typed number stands for, if any. */
export function findTestCard(typed: string): TestCard | undefined {
  const digits = normalizeCardNumber(typed);
  return TEST_CARDS.find((card) => normalizeCardNumber(card.number) === digits);
}
