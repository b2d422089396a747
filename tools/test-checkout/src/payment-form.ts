import { findTestCard, type TestCard } from './test-cards.js';

/** What the hosted page posts, as typed (trimmed by the caller or not: checks trim). */
export interface PaymentFormInput {
  email: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type PaymentFormField = 'email' | 'cardNumber' | 'expiry' | 'cvc' | 'name';

/** A card that is charged: it succeeds now, or later, or fails later. */
export type ChargeableCard = TestCard & { outcome: Exclude<TestCard['outcome'], 'declined'> };

export type PaymentFormVerdict =
  | { kind: 'charge'; card: ChargeableCard; email: string; name: string | null }
  | { kind: 'declined'; message: string }
  | { kind: 'invalid'; field: PaymentFormField; message: string };

export const DECLINED_MESSAGE = 'Your card was declined. Try another card.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// "MM / YY", "MM/YY", "MM / YYYY" or "MMYY".
const EXPIRY = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$|^(\d{2})(\d{2})$/;
const CVC = /^\d{3,4}$/;
const MAX_NAME_LENGTH = 200;

/**
 * Decides what a submitted payment form does, field by field in page order, the way a card form
 * would: the first problem is reported; a valid form with the decline card is declined.
 */
export function judgePaymentForm(input: PaymentFormInput, now: Date): PaymentFormVerdict {
  const email = input.email.trim();
  if (email.length > 254 || !EMAIL.test(email)) {
    return { kind: 'invalid', field: 'email', message: 'Enter a valid email address.' };
  }
  if (input.cardNumber.trim() === '') {
    return { kind: 'invalid', field: 'cardNumber', message: 'Enter your card number.' };
  }
  const card = findTestCard(input.cardNumber);
  if (!card) {
    return {
      kind: 'invalid',
      field: 'cardNumber',
      message: 'This is not one of the test cards. Use a card number from the list below.',
    };
  }
  const expiryProblem = checkExpiry(input.expiry, now);
  if (expiryProblem) return { kind: 'invalid', field: 'expiry', message: expiryProblem };
  if (!CVC.test(input.cvc.trim())) {
    return {
      kind: 'invalid',
      field: 'cvc',
      message: "Your card's security code (CVC) must be 3 or 4 digits.",
    };
  }
  const name = input.name.trim();
  if (name.length > MAX_NAME_LENGTH) {
    return { kind: 'invalid', field: 'name', message: 'The name on the card is too long.' };
  }
  if (!isChargeable(card)) return { kind: 'declined', message: DECLINED_MESSAGE };
  return { kind: 'charge', card, email, name: name === '' ? null : name };
}

function isChargeable(card: TestCard): card is ChargeableCard {
  return card.outcome !== 'declined';
}

/** Null when the expiry is a real month that has not ended yet (UTC), else what is wrong. */
function checkExpiry(typed: string, now: Date): string | null {
  const match = EXPIRY.exec(typed.trim());
  const monthText = match?.[1] ?? match?.[3];
  const yearText = match?.[2] ?? match?.[4];
  if (monthText === undefined || yearText === undefined) {
    return 'Enter the expiry date as MM / YY.';
  }
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return 'The expiry month must be between 01 and 12.';
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) {
    return "Your card's expiry date is in the past.";
  }
  if (year > thisYear + 50) return "Your card's expiry year is invalid.";
  return null;
}
