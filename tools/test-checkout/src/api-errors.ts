/**
 * Errors in Stripe's shape (`{ error: { type, code?, message, param? } }`) with Stripe's
 * statuses, so the SDK raises the same error classes it raises against the real API
 * (400/404 → StripeInvalidRequestError, 401 → StripeAuthenticationError, idempotency_error →
 * StripeIdempotencyError).
 */
export type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error';

export interface StripeErrorBody {
  error: { type: StripeErrorType; message: string; code?: string; param?: string };
}

export class StripeApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 500,
    readonly type: StripeErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
    this.name = 'StripeApiError';
  }

  toBody(): StripeErrorBody {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code === undefined ? {} : { code: this.code }),
        ...(this.param === undefined ? {} : { param: this.param }),
      },
    };
  }
}

export function invalidRequest(message: string, param?: string, code?: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, code, param);
}

export function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
}

/**
 * Like Stripe: an id in the URL path that names nothing answers 404, an unknown id given as a
 * body parameter (a price in line_items, the charge to refund) answers 400.
 */
export function noSuchObject(
  kind: string,
  id: string,
  param: string,
  where: 'path' | 'body',
): StripeApiError {
  return new StripeApiError(
    where === 'path' ? 404 : 400,
    'invalid_request_error',
    `No such ${kind}: '${id}'`,
    'resource_missing',
    param,
  );
}
