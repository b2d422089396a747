import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { generate } from 'otplib';

import { DEMO_INVITE, newClientIp, PASSWORD, uniqueEmail } from './accounts';
import { setRoleOf } from './database';

/** The code an authenticator app would show now for this key (RFC 6238, 30 s steps). */
export const totpCodeFor = (secret: string): Promise<string> => generate({ secret });

/**
 * The code an app shows in the next 30 s step. An enrolment has just spent this step's code (each
 * step's code passes once) and the server takes one step either side, so a sign-in right after an
 * enrolment uses this one rather than wait up to 30 s for the app's next code.
 */
export const nextTotpCodeFor = (secret: string): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/**
 * Makes the signed-in account on `page` an admin (in the database, as an operator would) and sets
 * up its authenticator app through the admin area's own screens: the setup key is read off the
 * page, the code computed from it, the recovery codes acknowledged. Ends in the admin area with
 * the second factor passed for this session. Returns the setup key, for codes of later sign-ins.
 */
export async function becomeEnrolledAdmin(page: Page, email: string): Promise<string> {
  await setRoleOf(email, 'admin');
  // A fresh load asks the server for the role again.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const secret = (await page.getByLabel('Setup key').textContent())?.trim() ?? '';
  expect(secret).not.toBe('');
  await page
    .getByRole('textbox', { name: '6-digit code from the app' })
    .fill(await totpCodeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  return secret;
}

/**
 * A new account made an admin with its authenticator app set up, all through the API (quicker than
 * the screens, for specs about what comes after): its email (password PASSWORD) and setup key. A
 * browser then signs in afresh, in a session of its own.
 */
export async function enrolledAdminViaApi(
  request: APIRequestContext,
): Promise<{ email: string; secret: string }> {
  const email = uniqueEmail('enrolled-admin');
  const registered = await request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': newClientIp() },
    data: { email, password: PASSWORD, displayName: 'E2E Admin', inviteCode: DEMO_INVITE },
  });
  expect(registered.status()).toBe(201);
  const { session } = (await registered.json()) as { session: { access_token: string } };
  await setRoleOf(email, 'admin');
  const headers = { authorization: `Bearer ${session.access_token}` };
  const started = await request.post('/api/auth/second-factor/enrolment', { headers, data: {} });
  expect(started.status()).toBe(201);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await request.post('/api/auth/second-factor/enrolment/confirm', {
    headers,
    data: { code: await totpCodeFor(secret) },
  });
  expect(confirmed.status()).toBe(200);
  return { email, secret };
}
