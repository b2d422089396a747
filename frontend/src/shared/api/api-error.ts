/** The backend's error envelope (docs/architecture.md): `error` and `message` carry the same text. */
export interface ErrorEnvelope {
  statusCode: number;
  code: string;
  error: string;
  message: string;
  details?: { field: string; messages: string[] }[];
}

/**
 * A failed API call. `serverMessage` is the server's text when the reply was a JSON envelope
 * (the spec shows it to users); null when the reply was not JSON, so callers can fall back to
 * their own text or to "Error {status}: {statusText}".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly serverMessage: string | null,
    readonly code: string | null,
    readonly details: ErrorEnvelope['details'] = [],
  ) {
    super(serverMessage ?? `Error ${status}: ${statusText}`);
    this.name = 'ApiError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Builds an ApiError from a reply body that may or may not be the envelope. */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(status, statusText, null, null);
  const text = [body.message, body.error].find(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  const code = typeof body.code === 'string' ? body.code : null;
  const details = Array.isArray(body.details) ? (body.details as ErrorEnvelope['details']) : [];
  return new ApiError(status, statusText, text ?? null, code, details);
}
