/** @jest-environment node */
import { toApiError } from '@/shared/api';
import { codeFailureMessage } from './code-failure';

describe('codeFailureMessage', () => {
  test('a wrong or replayed code is explained in the server’s words', () => {
    const wrong = toApiError(400, 'Bad Request', {
      code: 'SECOND_FACTOR.CODE_WRONG',
      message: 'That code is not right. Enter the current code from your authenticator app.',
    });
    expect(codeFailureMessage(wrong)).toBe(
      'That code is not right. Enter the current code from your authenticator app.',
    );
    const replayed = toApiError(400, 'Bad Request', {
      code: 'SECOND_FACTOR.CODE_ALREADY_USED',
      message: 'That code has already been used. Wait for the next code in your authenticator app.',
    });
    expect(codeFailureMessage(replayed)).toMatch(/Wait for the next code/);
  });

  test('a code of the wrong shape names what to type', () => {
    const invalid = toApiError(400, 'Bad Request', {
      code: 'PLATFORM.VALIDATION_FAILED',
      message: 'The request is not valid.',
      details: [
        { field: 'code', messages: ['Enter the 6-digit code from your authenticator app.'] },
      ],
    });
    expect(codeFailureMessage(invalid)).toBe('Enter the 6-digit code from your authenticator app.');
  });

  test('the throttle says how long to wait; without its text, to wait', () => {
    const throttled = toApiError(429, 'Too Many Requests', {
      code: 'SECOND_FACTOR.CODES_THROTTLED',
      message: 'Too many attempts. Try again in 14 minutes.',
    });
    expect(codeFailureMessage(throttled)).toBe('Too many attempts. Try again in 14 minutes.');
    expect(codeFailureMessage(toApiError(429, 'Too Many Requests', 'busy'))).toBe(
      'Too many attempts. Try again later.',
    );
  });

  test('no answer at all asks to try again', () => {
    expect(codeFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'We could not check the code. Check your connection and try again.',
    );
  });
});
