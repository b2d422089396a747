import type { components } from '@/shared/api';
import type { SessionTokens } from '@/shared/lib/token-storage';

// Replies arrive typed by the generated client; these map them to the session's own shapes and
// keep the spec's rules at the edge: an unusable session means none, a role is never guessed.

type UserDto = components['schemas']['UserDto'];
type SessionDto = components['schemas']['SessionDto'];

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

export const parseRole = (value: unknown): Role | null =>
  ROLES.find((role) => role === value) ?? null;

function toSessionUser(user: UserDto): SessionUser {
  return {
    id: user.id,
    email: user.email,
    // A reply without a display name still needs something to show (and initials to draw).
    displayName: user.display_name || user.email,
    avatarUrl: user.avatar_url || null,
  };
}

function toTokens(session: SessionDto): SessionTokens | null {
  if (session.access_token === '') return null;
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token || null,
    expiresAt: session.expires_at,
  };
}

/** Login's or registration's `{ user, session }`; no access token signs nobody in. */
export function toAuthReply(reply: components['schemas']['AuthReplyDto']): AuthReply {
  return {
    user: toSessionUser(reply.user),
    role: parseRole(reply.user.role),
    tokens: toTokens(reply.session),
  };
}

/** The session check's `{ session, user, role }`; without an access token there is no session. */
export function toSignedInSession(
  reply: components['schemas']['SessionReplyDto'],
): SignedInSession {
  const tokens = toTokens(reply.session);
  if (tokens === null) throw new NoSessionError();
  const role = parseRole(reply.role) ?? parseRole(reply.user.role);
  return { user: toSessionUser(reply.user), role, tokens };
}
