/** @jest-environment node */
import { WAITLIST_COUNTRIES } from '@encore/shared-rules';
import { ApiError } from '@/shared/api';
import { countryOptions } from './country-options';
import { optionalText, optionOf, optionsOf, withoutBlanks } from './form-text';
import {
  mentionsVerification,
  SUBMISSION_FAILED_MESSAGE,
  submissionFailure,
  UNEXPECTED_FAILURE_MESSAGE,
  VERIFICATION_REQUIRED_MESSAGE,
} from './submission-failure';
import { verifiedBody } from './verified-body';
import { ALTCHA_STRINGS, verificationNotice, widgetSupported } from './verification-widget';

const VERIFICATION_FAILED = 'Verification challenge failed. Please try refreshing the page.';

describe('submissionFailure (spec §8)', () => {
  test("shows the server's error text", () => {
    const error = new ApiError(429, 'Too Many Requests', 'Too many sign-ups. Try later.', 'X');
    expect(submissionFailure(error)).toEqual({
      message: 'Too many sign-ups. Try later.',
      fieldError: null,
    });
  });

  test('a 400 naming a field marks that field', () => {
    const error = new ApiError(400, 'Bad Request', 'email must be an email', 'VALIDATION', [
      { field: 'email', messages: ['email must be an email'] },
    ]);
    expect(submissionFailure(error).fieldError).toEqual({
      field: 'email',
      message: 'email must be an email',
    });
  });

  test('a reply without text is "Submission failed"; no reply is "Something went wrong."', () => {
    expect(submissionFailure(new ApiError(500, 'Internal', null, null)).message).toBe(
      SUBMISSION_FAILED_MESSAGE,
    );
    expect(submissionFailure(new TypeError('Failed to fetch')).message).toBe(
      UNEXPECTED_FAILURE_MESSAGE,
    );
  });

  test('knows a verification error when it sees one', () => {
    expect(mentionsVerification(VERIFICATION_FAILED)).toBe(true);
    expect(mentionsVerification('Too many sign-ups. Try later.')).toBe(false);
  });
});

describe('verifiedBody (spec §3)', () => {
  test('sends the built body with the token as cfTurnstileToken', () => {
    const rules = { build: (draft: { name: string }) => ({ name: draft.name.trim() }) };
    expect(verifiedBody({ name: ' Ada ' }, 'abc', rules)).toEqual({
      name: 'Ada',
      cfTurnstileToken: 'abc',
    });
  });

  test('the refusal for a missing proof keeps the spec text', () => {
    expect(VERIFICATION_REQUIRED_MESSAGE).toBe('Please complete the human verification step.');
  });
});

describe('form text helpers', () => {
  test('trims text and leaves blanks out', () => {
    expect(optionalText('  Ada  ')).toBe('Ada');
    expect(optionalText('   ')).toBeUndefined();
    expect(withoutBlanks<{ a?: string; b: number }>({ a: undefined, b: 1 })).toEqual({ b: 1 });
  });

  test('keeps only values a shared list offers', () => {
    const list = [{ value: 'x' }, { value: 'y' }] as const;
    expect(optionOf('y', list)).toBe('y');
    expect(optionOf('z', list)).toBeUndefined();
    expect(optionsOf(['y', 'z', 'x'], list)).toEqual(['x', 'y']);
  });
});

describe('countryOptions', () => {
  test('lists the featured countries first, then every other country once', () => {
    const options = countryOptions();
    expect(options.slice(0, 3).map((option) => option.value)).toEqual(['GB', 'US', 'CA']);
    expect(options).toHaveLength(WAITLIST_COUNTRIES.length);
    expect(new Set(options.map((option) => option.value)).size).toBe(WAITLIST_COUNTRIES.length);
  });
});

describe('verification widget rules', () => {
  const all = { subtleCrypto: true, workers: true, customElements: true };

  test('ALTCHA needs Web Crypto, workers and custom elements', () => {
    const altcha = { provider: 'altcha' as const, challengeUrl: '/c' };
    expect(widgetSupported(altcha, all)).toBe(true);
    expect(widgetSupported(altcha, { ...all, subtleCrypto: false })).toBe(false);
    expect(
      widgetSupported({ provider: 'turnstile', siteKey: 'k' }, { ...all, workers: false }),
    ).toBe(true);
  });

  test("the widget's states in the spec's words", () => {
    expect(verificationNotice('unsupported')).toBe(
      'Verification challenge not supported by your browser.',
    );
    expect(verificationNotice('failed')).toBe(
      'Could not load verification challenge. Please refresh.',
    );
    expect(verificationNotice('shown')).toBeNull();
  });

  test('ALTCHA opens no browser alert when submit is pressed while it solves', () => {
    expect(ALTCHA_STRINGS.waitAlert).toBe('');
    expect(ALTCHA_STRINGS.error).toBe('Could not load verification challenge. Please refresh.');
  });
});
