import { API_BASE_URL } from '@/shared/config';
import { logWarning } from '@/shared/lib/logger';

/** Spec §3 "Media audio reply" (the media calls are not in the typed client: no reply schema). */
interface SignedUrlReply {
  signedUrl: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/**
 * The generic media call (spec §7, §8): GET `{API base}{path}`, with the bearer token when one is
 * given. A non-OK reply throws the server's `error` text, else "Request failed with status {status}".
 */
export async function requestMedia(path: string, token: string | null = null): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${API_BASE_URL}${path}`, { headers });
  const body = await readJson(response);
  if (!response.ok) {
    const error = isRecord(body) && typeof body.error === 'string' ? body.error : null;
    throw new Error(error ?? `Request failed with status ${response.status}`);
  }
  return body;
}

function signedUrlOf(body: unknown): string {
  const reply = body as Partial<SignedUrlReply> | null;
  if (typeof reply?.signedUrl !== 'string' || reply.signedUrl === '') {
    throw new Error('The media reply carried no signedUrl');
  }
  return reply.signedUrl;
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
    const path = `/media/audio?filePath=${encodeURIComponent(filePath)}`;
    return signedUrlOf(await requestMedia(path, token));
  } catch (error) {
    logWarning(`No signed audio address for ${filePath}`, error);
    return null;
  }
}

/** `GET /media/preview?filePath={path}`: anyone's signed address for the 30 s preview. */
export async function fetchPreviewUrl(previewPath: string): Promise<string> {
  return signedUrlOf(
    await requestMedia(`/media/preview?filePath=${encodeURIComponent(previewPath)}`),
  );
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
