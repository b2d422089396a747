import { altchaExpiresAtS, parseAltchaPayload, secondsUntil } from './altcha-payload.js';

const VALID = {
  algorithm: 'SHA-256',
  challenge: 'a'.repeat(64),
  number: 42,
  salt: '0123abcd?expires=1900000000&',
  signature: 'b'.repeat(64),
};
const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64');

describe('parseAltchaPayload', () => {
  it('reads the widget’s payload and drops the fields it does not need', () => {
    expect(parseAltchaPayload(encode({ ...VALID, took: 130 }))).toEqual(VALID);
  });

  it.each([
    ['a float number', { ...VALID, number: 1.5 }],
    ['a negative number', { ...VALID, number: -1 }],
    ['a number as text', { ...VALID, number: '42' }],
    ['upper-case hex', { ...VALID, challenge: 'A'.repeat(64) }],
    ['a short signature', { ...VALID, signature: 'b'.repeat(63) }],
    ['an empty salt', { ...VALID, salt: '' }],
    ['a huge salt', { ...VALID, salt: 'x'.repeat(201) }],
    ['SHA-512', { ...VALID, algorithm: 'SHA-512' }],
    ['no signature', { ...VALID, signature: undefined }],
    ['null', null],
  ])('refuses %s', (_label, value) => {
    expect(parseAltchaPayload(encode(value))).toBeNull();
  });

  it('refuses text that is not base64 or not JSON', () => {
    expect(parseAltchaPayload('{"algorithm":"SHA-256"}')).toBeNull();
    expect(parseAltchaPayload(Buffer.from('{oops').toString('base64'))).toBeNull();
  });
});

describe('altchaExpiresAtS', () => {
  it('reads whole seconds from the salt’s parameters', () => {
    expect(altchaExpiresAtS({ expires: '1900000000' })).toBe(1_900_000_000);
  });

  it.each([{}, { expires: '' }, { expires: '19e8' }, { expires: '-5' }])(
    'has no expiry for %o',
    (params) => {
      expect(altchaExpiresAtS(params)).toBeNull();
    },
  );
});

describe('secondsUntil', () => {
  it('rounds up and never goes below one second', () => {
    expect(secondsUntil(1000, 700_500)).toBe(300);
    expect(secondsUntil(1000, 1_000_000)).toBe(1);
    expect(secondsUntil(1000, 2_000_000)).toBe(1);
  });
});
