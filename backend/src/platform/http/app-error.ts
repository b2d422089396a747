/** What kind of failure an error is; the exception filter maps each kind to one HTTP status. */
export type ErrorKind =
  | 'bad_request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'request_timeout'
  | 'payload_too_large'
  | 'uri_too_long'
  | 'unsupported_media_type'
  | 'range_not_satisfiable'
  | 'rate_limited'
  | 'headers_too_large'
  | 'unavailable'
  | 'internal';

export interface ErrorDetail {
  field: string;
  messages: string[];
}

/** A failure with a stable code (`MODULE.REASON`) and a human text safe to show to users. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly kind: ErrorKind,
    message: string,
    readonly details?: readonly ErrorDetail[],
    /** Sent as `Retry-After` (seconds) with the reply, e.g. for rate limits. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

interface ErrorDefinition {
  kind: ErrorKind;
  message: string;
}

export type ErrorFactory = (message?: string, details?: readonly ErrorDetail[]) => AppError;

/**
 * Declares a module's error catalogue: `defineErrors('CATALOGUE', { ARTIST_NOT_FOUND: {...} })`
 * gives `CatalogueErrors.ARTIST_NOT_FOUND()` that builds an AppError with code
 * `CATALOGUE.ARTIST_NOT_FOUND`. The message may be overridden per throw (e.g. with a value).
 */
export function defineErrors<const D extends Record<string, ErrorDefinition>>(
  prefix: string,
  definitions: D,
): { [K in keyof D]: ErrorFactory } & { codes: { [K in keyof D]: string } } {
  const factories: Record<string, unknown> = {};
  const codes: Record<string, string> = {};
  for (const [name, definition] of Object.entries(definitions)) {
    const code = `${prefix}.${name}`;
    codes[name] = code;
    factories[name] = (message?: string, details?: readonly ErrorDetail[]) =>
      new AppError(code, definition.kind, message ?? definition.message, details);
  }
  return { ...factories, codes } as { [K in keyof D]: ErrorFactory } & {
    codes: { [K in keyof D]: string };
  };
}
