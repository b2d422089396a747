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
 * (the spec shows it to users); null otherwise, so callers fall back to their own text.
 * `repliedWithJson` tells a JSON reply without a message (spec: "Login failed") from a reply that
 * was not JSON at all (spec: "Error {status}: {statusText}").
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly serverMessage: string | null,
    readonly code: string | null,
    readonly details: ErrorEnvelope['details'] = [],
    readonly repliedWithJson = true,
  ) {
    super(serverMessage ?? `Error ${status}: ${statusText}`);
    this.name = 'ApiError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Builds an ApiError from a reply body that may or may not be the envelope. */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(status, statusText, null, null, [], false);
  const text = [body.message, body.error].find(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  const code = typeof body.code === 'string' ? body.code : null;
  const details = Array.isArray(body.details) ? (body.details as ErrorEnvelope['details']) : [];
  return new ApiError(status, statusText, text ?? null, code, details);
}

/** The server's text for a failed call when it sent one, else the caller's own words. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage !== null ? error.serverMessage : fallback;
}

/**
 * What to tell the user about a failed call: the first field message when the server's checks
 * listed any (a 400 from a form's fields), else the server's text, else the caller's own words.
 */
export function explainFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const detail = error.details?.find((entry) => entry.messages.length > 0)?.messages[0];
    if (detail !== undefined) return detail;
  }
  return failureMessage(error, fallback);
}
