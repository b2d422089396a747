import type { AppError, ErrorDetail } from './app-error.js';
import { statusForKind } from './error-status.js';

/** The JSON body of every non-2xx reply (docs/architecture.md, "Error envelope"). */
export interface ErrorEnvelope {
  statusCode: number;
  code: string;
  /** The spec's client reads `error` for some calls and `message` for others: both carry the text. */
  error: string;
  message: string;
  details?: readonly ErrorDetail[];
}

export function toEnvelope(error: AppError): ErrorEnvelope {
  return {
    statusCode: statusForKind(error.kind),
    code: error.code,
    error: error.message,
    message: error.message,
    ...(error.details && error.details.length > 0 ? { details: error.details } : {}),
  };
}
