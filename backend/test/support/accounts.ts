import { randomBytes } from 'node:crypto';

import { withDb } from './db.js';
import { call, cookieFrom, randomIp, type Reply, uniqueEmail } from './http.js';

export const STRONG_PASSWORD = 'velvet-quasar-meadow-42';

export interface SessionBody {
  access_token: string;
  refresh_token: string | null;
  expires_at: number;
  expires_in: number;
  token_type: string;
}

export interface AuthBody {
  user: {
    id: string;
    email: string;
    display_name: string;
    avatar_url: string | null;
    role: string;
  };
  session: SessionBody;
}

export interface TestAccount {
  email: string;
  password: string;
  userId: string;
  token: string;
  cookie: string;
  ip: string;
}

/** A fresh invite code straight in the database. */
export async function createInvite(
  options: { maxUses?: number; expiresAt?: Date | null; uses?: number } = {},
): Promise<string> {
  const code = `TEST-${randomBytes(4).toString('hex').toUpperCase()}`;
  await withDb((db) =>
    db.query(
      'insert into invite_codes (code, max_uses, uses, expires_at) values ($1, $2, $3, $4)',
      [code, options.maxUses ?? 1, options.uses ?? 0, options.expiresAt ?? null],
    ),
  );
  return code;
}

export function register(
  baseUrl: string,
  input: { email?: string; password?: string; displayName?: string; inviteCode: string },
  ip = randomIp(),
): Promise<Reply<AuthBody>> {
  return call<AuthBody>(baseUrl, 'POST', '/api/auth/register', {
    ip,
    body: {
      email: input.email ?? uniqueEmail(),
      password: input.password ?? STRONG_PASSWORD,
      displayName: input.displayName ?? 'Test Listener',
      inviteCode: input.inviteCode,
    },
  });
}

/** Registers a new account with its own invite code and returns its token and refresh cookie. */
export async function newAccount(baseUrl: string): Promise<TestAccount> {
  const email = uniqueEmail();
  const ip = randomIp();
  const reply = await register(baseUrl, { email, inviteCode: await createInvite() }, ip);
  if (reply.status !== 201) throw new Error(`register failed: ${JSON.stringify(reply.body)}`);
  return {
    email,
    password: STRONG_PASSWORD,
    userId: reply.body.user.id,
    token: reply.body.session.access_token,
    cookie: refreshCookie(reply),
    ip,
  };
}

export function login(
  baseUrl: string,
  email: string,
  password: string,
  ip = randomIp(),
): Promise<Reply<AuthBody>> {
  return call<AuthBody>(baseUrl, 'POST', '/api/auth/login', { ip, body: { email, password } });
}

export function refreshCookie(reply: Reply<unknown>): string {
  const cookie = cookieFrom(reply, 'encore_refresh');
  if (!cookie) throw new Error('no refresh cookie in the reply');
  return cookie;
}
