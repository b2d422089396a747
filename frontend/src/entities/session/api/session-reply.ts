import type { SessionTokens } from '@/shared/lib/token-storage';

// The typed client's OpenAPI document does not describe reply bodies yet, so replies are read
// here, at the edge, from `unknown`: anything unusable is treated as no session.

export const ROLES = ['listener', 'artist', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface SessionUser {
  id: string;
  email: string;
  displayName: string;
  avatarUrl: string | null;
}

/** What login, registration and the session check reply: who, in which role, with which tokens. */
export interface SignedInSession {
  user: SessionUser;
  /** Null for a role this client does not know: never guessed. */
  role: Role | null;
  tokens: SessionTokens;
}

/** Registration may, in principle, create the account without signing in (no token). */
export interface AuthReply {
  user: SessionUser;
  role: Role | null;
  tokens: SessionTokens | null;
}

/** Thrown for an empty or unusable answer: the spec treats it exactly like a failed check. */
export class NoSessionError extends Error {
  constructor() {
    super('No active session');
    this.name = 'NoSessionError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export const parseRole = (value: unknown): Role | null =>
  ROLES.find((role) => role === value) ?? null;

function parseUser(value: unknown): (SessionUser & { role: Role | null }) | null {
  if (!isRecord(value)) return null;
  const { id, email, display_name: displayName, avatar_url: avatarUrl, role } = value;
  if (typeof id !== 'string' || typeof email !== 'string') return null;
  return {
    id,
    email,
    // A reply without a display name still needs something to show (and initials to draw).
    displayName: typeof displayName === 'string' && displayName !== '' ? displayName : email,
    avatarUrl: typeof avatarUrl === 'string' && avatarUrl !== '' ? avatarUrl : null,
    role: parseRole(role),
  };
}

function parseTokens(value: unknown): SessionTokens | null {
  if (!isRecord(value)) return null;
  const { access_token: accessToken, refresh_token: refreshToken, expires_at: expiresAt } = value;
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  return {
    accessToken,
    refreshToken: typeof refreshToken === 'string' && refreshToken !== '' ? refreshToken : null,
    expiresAt: typeof expiresAt === 'number' ? expiresAt : 0,
  };
}

/** Reads `{ user, session }` from login or registration; throws if there is no usable user. */
export function parseAuthReply(body: unknown): AuthReply {
  if (!isRecord(body)) throw new NoSessionError();
  const parsed = parseUser(body.user);
  if (parsed === null) throw new NoSessionError();
  const { role, ...user } = parsed;
  return { user, role, tokens: parseTokens(body.session) };
}

/** Reads `{ session, user, role }`; anything without a user and an access token means no session. */
export function parseSessionReply(body: unknown): SignedInSession {
  const { user, role: userRole, tokens } = parseAuthReply(body);
  if (tokens === null) throw new NoSessionError();
  const role = isRecord(body) ? parseRole(body.role) : null;
  return { user, role: role ?? userRole, tokens };
}
