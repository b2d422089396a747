import { readAccessToken } from '@/shared/lib/token-storage';

import { toApiError } from './api-error';

export interface UploadOptions {
  /** Called as bytes leave the browser, with the share sent so far (0–1). */
  onProgress?: (fraction: number) => void;
  /** Bearer token; defaults to the stored access token, like the typed client. */
  token?: string | null;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POSTs a multipart form with upload progress, which fetch cannot report; hence XMLHttpRequest.
 * Resolves with the parsed JSON reply; rejects with an ApiError (like `unwrap`) or a network Error.
 */
export function uploadFile(
  url: string,
  formData: FormData,
  { onProgress, token = readAccessToken() }: UploadOptions = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    if (token !== null) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body);
      else reject(toApiError(request.status, request.statusText, body));
    });
    request.addEventListener('error', () => {
      reject(new Error('The upload could not reach the server.'));
    });
    request.addEventListener('abort', () => {
      reject(new Error('The upload was cancelled.'));
    });

    request.send(formData);
  });
}
