import { randomBytes, randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, type Page } from '@playwright/test';

export const DEMO_INVITE = 'ENCORE-DEMO-2026';
export const PASSWORD = 'velvet-quasar-meadow-42';

/** The e2e server's mailbox (make test), else the one `make start` writes to. */
const MAIL_DIR =
  process.env.E2E_MAIL_DIR ?? fileURLToPath(new URL('../../../.data/mail', import.meta.url));

export const uniqueEmail = (label: string): string =>
  `${label}-${randomBytes(5).toString('hex')}@e2e.test`;

/** A client address of its own (the e2e server trusts X-Forwarded-For). */
export const newClientIp = (): string => `10.78.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Registers through the page, as a new user would, and waits for the landing page. Each new user
 * comes from an address of its own, as people do: registration is limited per address, and a
 * whole suite on one worker's address would pass that limit.
 */
export async function registerThroughUi(page: Page, email: string, displayName = 'E2E Fan') {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClientIp() });
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Display name', exact: true }).fill(displayName);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Invite code', exact: true }).fill(DEMO_INVITE);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/discover$/);
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail that matches, read newest first and no further than the first match. */
async function newestMail(matches: (mail: Mail) => boolean): Promise<Mail | undefined> {
  const names = (await readdir(MAIL_DIR).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse();
  for (const name of names) {
    const mail = JSON.parse(await readFile(join(MAIL_DIR, name), 'utf8')) as Mail;
    if (matches(mail)) return mail;
  }
  return undefined;
}

/** The newest mail to `to`, waiting up to 10 s for the worker to write it. */
export async function latestMailTo(to: string): Promise<Mail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = await newestMail((candidate) => candidate.to === to);
    if (mail !== undefined) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in ${MAIL_DIR}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The mail to `to` with exactly this subject, waiting for the worker to write it. By subject, not
 * the newest: another project's run may mail the same demo account meanwhile.
 */
export async function mailWithSubject(to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = await newestMail((mail) => mail.to === to && mail.subject === subject);
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (found === undefined) throw new Error(`No mail "${subject}" to ${to}`);
  return found;
}
