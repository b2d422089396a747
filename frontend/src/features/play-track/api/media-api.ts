import { apiClient, toApiError } from '@/shared/api';
import { logWarning } from '@/shared/lib/logger';

/** The two calls that sign an audio address (spec §3 "Media audio reply": `{ signedUrl }`). */
export type SignedUrlPath = '/api/media/audio' | '/api/media/preview';

/**
 * The generic media call (spec §7, §8): GET `path?filePath=…`, with the bearer token when one is
 * given. A non-OK reply throws the server's `error` text, else "Request failed with status {status}".
 */
export async function requestSignedUrl(
  path: SignedUrlPath,
  filePath: string,
  token: string | null = null,
): Promise<string> {
  const { data, error, response } = await apiClient.GET(path, {
    params: { query: { filePath } },
    headers: token === null ? {} : { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    const { serverMessage } = toApiError(response.status, response.statusText, error);
    throw new Error(serverMessage ?? `Request failed with status ${response.status}`);
  }
  if (typeof data?.signedUrl !== 'string' || data.signedUrl === '') {
    throw new Error('The media reply carried no signedUrl');
  }
  return data.signedUrl;
}

/**
 * `GET /media/audio?filePath={encoded path}` with the bearer token: a member's signed address for
 * the full track. Null when the path is missing or the call fails (logged, spec §7).
 */
export async function fetchAudioUrl(
  filePath: string | null,
  token: string,
): Promise<string | null> {
  if (filePath === null || filePath === '') return null;
  try {
    return await requestSignedUrl('/api/media/audio', filePath, token);
  } catch (error) {
    logWarning(`No signed audio address for ${filePath}`, error);
    return null;
  }
}

/** `GET /media/preview?filePath={path}`: anyone's signed address for the 30 s preview. */
export function fetchPreviewUrl(previewPath: string): Promise<string> {
  return requestSignedUrl('/api/media/preview', previewPath);
}

/**
 * Spec §7: the address is fetched with GET and `Range: bytes=0-`. Only the answer matters here
 * (200 or 206: the address works), so the body is cancelled instead of downloaded; the audio
 * engine streams it itself.
 */
export async function probeAudioUrl(url: string): Promise<void> {
  const response = await fetch(url, { headers: { Range: 'bytes=0-' } });
  await response.body?.cancel().catch(() => undefined);
  if (response.status !== 200 && response.status !== 206) {
    throw new Error(`The audio address answered with status ${response.status}`);
  }
}
