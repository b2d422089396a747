import { BadRequestException, NotFoundException } from '@nestjs/common';

import { AppError } from './app-error.js';
import { toEnvelope } from './error-envelope.js';
import { toAppError } from './to-app-error.js';

describe('toAppError', () => {
  it('keeps an AppError as it is', () => {
    const error = new AppError('CATALOGUE.ARTIST_NOT_FOUND', 'not_found', 'Artist not found');
    expect(toAppError(error)).toBe(error);
  });

  it('turns an unexpected error into a generic 500 that reveals nothing', () => {
    const envelope = toEnvelope(toAppError(new Error('relation "users" does not exist at pg/…')));
    expect(envelope).toEqual({
      statusCode: 500,
      code: 'PLATFORM.INTERNAL',
      error: 'Something went wrong. Please try again.',
      message: 'Something went wrong. Please try again.',
    });
  });

  it('maps Fastify body errors, also when Nest wraps them as the cause', () => {
    const parse = Object.assign(new Error('Body is not valid JSON'), {
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
    expect(toAppError(parse).code).toBe('PLATFORM.MALFORMED_BODY');
    expect(toAppError(new BadRequestException('x', { cause: parse })).code).toBe(
      'PLATFORM.MALFORMED_BODY',
    );
    const tooLarge = Object.assign(new Error('too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    expect(toEnvelope(toAppError(tooLarge)).statusCode).toBe(413);
  });

  it('maps framework HTTP exceptions by status', () => {
    expect(toEnvelope(toAppError(new NotFoundException())).statusCode).toBe(404);
    expect(toAppError(new BadRequestException()).code).toBe('PLATFORM.VALIDATION_FAILED');
  });
});
