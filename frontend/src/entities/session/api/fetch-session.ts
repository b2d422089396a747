import { API_BASE_URL } from '@/shared/config';

// Hand-written until the typed client in shared/api exists; swap the fetch for it then.

export interface SessionUser {
  id: string;
  email: string;
}

export interface SessionReply {
  user: SessionUser;
  role: string | null;
}

/** Thrown for an empty answer: the spec treats it exactly like a failed check. */
export class NoSessionError extends Error {
  constructor() {
    super('No active session');
    this.name = 'NoSessionError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Reads the `{ session, user, role }` reply; anything without a usable user means no session. */
export function parseSessionReply(body: unknown): SessionReply {
  if (!isRecord(body) || !isRecord(body.user)) throw new NoSessionError();
  const { id, email } = body.user;
  if (typeof id !== 'string' || typeof email !== 'string') throw new NoSessionError();
  return { user: { id, email }, role: typeof body.role === 'string' ? body.role : null };
}

/** GET /api/auth/session with the bearer token (and cookies, as the spec asks). */
export async function fetchSession(token: string): Promise<SessionReply> {
  const response = await fetch(`${API_BASE_URL}/auth/session`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    credentials: 'include',
  });
  if (!response.ok) throw new NoSessionError();
  return parseSessionReply(await response.json());
}
