import { DECLINED_MESSAGE, judgePaymentForm, type PaymentFormInput } from './payment-form.js';
import { findTestCard, TEST_CARDS } from './test-cards.js';

const NOW = new Date('2026-11-15T12:00:00Z');
const VALID: PaymentFormInput = {
  email: 'fan@example.com',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12 / 30',
  cvc: '123',
  name: 'Ada Lovelace',
};

describe('test cards', () => {
  it('lists each outcome once, with distinct numbers', () => {
    expect(TEST_CARDS.map((card) => card.outcome).sort()).toEqual([
      'async_fails',
      'async_succeeds',
      'declined',
      'succeeds',
    ]);
    expect(new Set(TEST_CARDS.map((card) => card.number)).size).toBe(TEST_CARDS.length);
  });

  it('finds a card however the number is spaced', () => {
    expect(findTestCard('4242424242424242')?.outcome).toBe('succeeds');
    expect(findTestCard(' 4000-0000-0000-0002 ')?.outcome).toBe('declined');
    expect(findTestCard('4000 0000 0000 3220')?.outcome).toBe('async_succeeds');
    expect(findTestCard('4000000000003063')?.outcome).toBe('async_fails');
    expect(findTestCard('4111 1111 1111 1111')).toBeUndefined();
  });
});

describe('judgePaymentForm', () => {
  it.each([
    ['4242 4242 4242 4242', 'succeeds'],
    ['4000 0000 0000 3220', 'async_succeeds'],
    ['4000 0000 0000 3063', 'async_fails'],
  ])('charges %s (%s)', (cardNumber, outcome) => {
    const verdict = judgePaymentForm({ ...VALID, cardNumber }, NOW);
    expect(verdict).toEqual({
      kind: 'charge',
      card: expect.objectContaining({ outcome }),
      email: 'fan@example.com',
      name: 'Ada Lovelace',
    });
  });

  it('declines the decline card once the rest of the form is valid', () => {
    expect(judgePaymentForm({ ...VALID, cardNumber: '4000000000000002' }, NOW)).toEqual({
      kind: 'declined',
      message: DECLINED_MESSAGE,
    });
    expect(
      judgePaymentForm({ ...VALID, cardNumber: '4000000000000002', cvc: '1' }, NOW),
    ).toMatchObject({ kind: 'invalid', field: 'cvc' });
  });

  it('takes a blank name as no name, and trims the email', () => {
    expect(
      judgePaymentForm({ ...VALID, name: '  ', email: ' fan@example.com ' }, NOW),
    ).toMatchObject({
      kind: 'charge',
      email: 'fan@example.com',
      name: null,
    });
  });

  it.each<[string, Partial<PaymentFormInput>, string]>([
    ['email', { email: 'not-an-email' }, 'Enter a valid email address.'],
    ['email', { email: '' }, 'Enter a valid email address.'],
    ['cardNumber', { cardNumber: '' }, 'Enter your card number.'],
    ['cardNumber', { cardNumber: '4111 1111 1111 1111' }, 'This is not one of the test cards.'],
    ['expiry', { expiry: '' }, 'Enter the expiry date as MM / YY.'],
    ['expiry', { expiry: '12-30' }, 'Enter the expiry date as MM / YY.'],
    ['expiry', { expiry: '13 / 30' }, 'The expiry month must be between 01 and 12.'],
    ['expiry', { expiry: '10 / 26' }, "Your card's expiry date is in the past."],
    ['expiry', { expiry: '01/2020' }, "Your card's expiry date is in the past."],
    ['cvc', { cvc: '12' }, "Your card's security code (CVC) must be 3 or 4 digits."],
    ['cvc', { cvc: '12345' }, "Your card's security code (CVC) must be 3 or 4 digits."],
    ['cvc', { cvc: 'abc' }, "Your card's security code (CVC) must be 3 or 4 digits."],
  ])('refuses a bad %s (%j)', (field, change, message) => {
    const verdict = judgePaymentForm({ ...VALID, ...change }, NOW);
    expect(verdict).toMatchObject({ kind: 'invalid', field });
    expect(verdict.kind === 'invalid' && verdict.message).toContain(message);
  });

  it.each(['11 / 26', '11/26', '1126', '11 / 2026', '4 / 31'])(
    'accepts the expiry %s (this month or later)',
    (expiry) => {
      expect(judgePaymentForm({ ...VALID, expiry }, NOW).kind).toBe('charge');
    },
  );

  it.each(['123', '1234', ' 123 '])('accepts the CVC %j', (cvc) => {
    expect(judgePaymentForm({ ...VALID, cvc }, NOW).kind).toBe('charge');
  });
});
