import { generate } from 'otplib';

import { login, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, randomIp } from '../support/http.js';

export interface EnrolmentStart {
  secret: string;
  otpauth_uri: string;
  qr_code: string;
}

export interface SecondFactorStatus {
  enrolled: boolean;
  second_factor: 'passed' | 'not_passed';
  recovery_codes_left: number;
  recovery_codes?: string[];
}

export const setRole = (userId: string, role: 'listener' | 'artist' | 'admin') =>
  withDb((db) => db.query('UPDATE users SET role = $2 WHERE id = $1', [userId, role]));

/** The code an authenticator app shows `offsetSeconds` from now, computed with otplib. */
export const totpCode = (secret: string, offsetSeconds = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** A 6-digit code that is none of the three the server accepts now. */
export async function wrongCode(secret: string): Promise<string> {
  const valid = await Promise.all([-30, 0, 30].map((offset) => totpCode(secret, offset)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.includes(candidate)) return candidate;
  }
}

export const secondFactorCall = <T = SecondFactorStatus>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) =>
  call<T>(baseUrl, method, `/api/auth/second-factor${path}`, {
    token,
    // The routes take JSON only (415 otherwise), an empty object where there is nothing to say.
    body: body ?? (method === 'GET' ? undefined : {}),
  });

/** Enrols the account's app (start, then confirm with the current code). */
export async function enrol(
  baseUrl: string,
  token: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const start = await secondFactorCall<EnrolmentStart>(baseUrl, token, 'POST', '/enrolment');
  if (start.status !== 201) throw new Error(`enrolment start: ${JSON.stringify(start.body)}`);
  const confirm = await secondFactorCall(baseUrl, token, 'POST', '/enrolment/confirm', {
    code: await totpCode(start.body.secret),
  });
  if (confirm.status !== 200) throw new Error(`enrolment confirm: ${JSON.stringify(confirm.body)}`);
  return { secret: start.body.secret, recoveryCodes: confirm.body.recovery_codes ?? [] };
}

/** A new session (another login) of the account: its own refresh-token family. */
export async function newSession(
  baseUrl: string,
  account: TestAccount,
): Promise<{ token: string; cookie: string }> {
  const reply = await login(baseUrl, account.email, account.password, randomIp());
  if (reply.status !== 200) throw new Error(`login: ${JSON.stringify(reply.body)}`);
  const cookie = reply.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('encore_refresh='));
  return { token: reply.body.session.access_token, cookie: cookie ?? '' };
}
