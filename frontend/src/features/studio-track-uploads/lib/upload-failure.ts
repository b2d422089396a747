import { toApiError } from '@/shared/api';

/** How an upload ended badly, as the uploader saw it. */
export interface UploadFailureFacts {
  /** The server's status, or null when no reply came (the network). */
  status: number | null;
  /** The reply's body (the house's JSON envelope), when there was one. */
  body: string | null;
  /** The browser knew it was offline. */
  offline: boolean;
}

/** Refusals of the file itself: sending it again cannot help (not audio, too large, empty). */
const REFUSED_FILE_STATUSES: ReadonlySet<number> = new Set([400, 413, 415]);

function serverWords(status: number, body: string | null): string | null {
  if (body === null || body === '') return null;
  try {
    return toApiError(status, '', JSON.parse(body) as unknown).serverMessage;
  } catch {
    return null;
  }
}

/**
 * What the track's line says about a failed upload: the server's own reason when it gave one
 * ("This file is a PDF, not audio. …"), else what happened and what Retry will do.
 */
export function uploadFailureText({ status, body, offline }: UploadFailureFacts): string {
  if (status === null || status === 0) {
    return offline
      ? 'You are offline. Retry when you are back: the upload continues from where it stopped.'
      : 'The connection to Encore was lost. Retry: the upload continues from where it stopped.';
  }
  const words = serverWords(status, body);
  if (words !== null) return words;
  if (status === 401) {
    return 'Your session ended. Log in again, then retry: the upload continues from where it stopped.';
  }
  return `The upload failed (error ${status}). Retry: it continues from where it stopped.`;
}

/** Whether Retry is worth offering: yes, unless the server refused the file itself. */
export const uploadRetryable = ({ status }: UploadFailureFacts): boolean =>
  status === null || !REFUSED_FILE_STATUSES.has(status);

/** Retries of a request refused for its token: the session check renews it within seconds. */
const RETRIES_FOR_A_NEW_TOKEN = 3;

/**
 * Whether the uploader should try a failed request again by itself. An expired access token
 * (401) is renewed by the session check the uploader asks for, so the next tries (after 0, 1
 * and 3 s) carry the new one; anything else follows Uppy's own rule (`fallback`: network
 * errors, 409, 423, 5xx).
 */
export function shouldRetryRequest(
  status: number | null,
  retryAttempt: number,
  fallback: () => boolean,
): boolean {
  if (status === 401) return retryAttempt < RETRIES_FOR_A_NEW_TOKEN;
  return fallback();
}
