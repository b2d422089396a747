import { expect, type Page } from '@playwright/test';

import { latestMailTo } from './accounts';

/** The link of a given path in a mail's text (`/waitlist/confirm`, `/register`…). */
export function linkIn(text: string, path: string): string {
  const link = new RegExp(`https?://\\S+${path}\\?[\\w=-]+`).exec(text)?.[0];
  if (link === undefined) throw new Error(`No ${path} link in the mail`);
  return link;
}

/**
 * A fan joins the fan waitlist as a person does (the form, and the real ALTCHA proof of work in
 * the browser, which solves by itself) and confirms the address from the mail, so an admin may
 * approve the entry.
 */
export async function joinFanWaitlistConfirmed(
  page: Page,
  fan: { name: string; email: string },
): Promise<void> {
  await page.goto('/fan-waitlist');
  await page.getByRole('textbox', { name: 'Your name', exact: true }).fill(fan.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(fan.email);
  // The widget verifies by itself once the form is touched; an early press waits for it.
  await page.getByRole('button', { name: 'Join the Fan Waitlist' }).click();
  await expect(page.getByText("You're on the list!")).toBeVisible({ timeout: 30_000 });

  const mail = await latestMailTo(fan.email);
  await page.goto(linkIn(mail.text, '/waitlist/confirm'));
  await expect(page.getByRole('status').filter({ hasText: /confirmed/i })).toBeVisible();
}
