import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';

import { withDb } from '../support/db.js';
import { call, expectEnvelope } from '../support/http.js';
import { mailsTo, type WrittenMail } from '../support/mailbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  artistForm,
  backdate,
  entriesOf,
  fanForm,
  freshIp,
  join,
  linkToken,
  onlyEntryOf,
  uniqueWaitlistEmail,
} from './waitlist-fixtures.js';

let t: TestApp;
const mailDir = mkdtempSync(joinPath(tmpdir(), 'encore-waitlist-mail-'));
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true', EMBEDDED_WORKER: 'true', MAIL_DIR: mailDir });
});
afterAll(() => t.close());

const confirm = (token: string) =>
  call(t.baseUrl, 'POST', '/api/public/waitlist/confirm', { body: { token }, ip: freshIp() });
const unsubscribe = (token: string) =>
  call(t.baseUrl, 'POST', '/api/public/waitlist/unsubscribe', { body: { token }, ip: freshIp() });

async function mailOf(email: string, count = 1): Promise<WrittenMail> {
  const mails = await mailsTo(mailDir, email, count);
  expect(mails).toHaveLength(count);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** Waits long enough for a queued mail to have been written, then counts. */
const settledMailCount = async (email: string): Promise<number> =>
  (await mailsTo(mailDir, email, 99, 1500)).length;

describe('a repeat sign-up', () => {
  test('with the same email in any case makes no second entry and gets the identical reply', async () => {
    const email = uniqueWaitlistEmail('repeat');
    const first = await join(t.baseUrl, 'artist', artistForm({ email, artist_name: 'First' }));
    const second = await join(
      t.baseUrl,
      'artist',
      artistForm({ email: `  ${email.toUpperCase()} `, artist_name: 'Second', owns_rights: true }),
    );
    expect(first.status).toBe(201);
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('content-length')).toBe(first.headers.get('content-length'));
    // The first answers stand: a stranger who knows the address cannot change them.
    expect((await onlyEntryOf(email)).answers.artist_name).toBe('First');
  });

  test('the same address may be on both lists, once each', async () => {
    const email = uniqueWaitlistEmail('both');
    expect((await join(t.baseUrl, 'artist', artistForm({ email }))).status).toBe(201);
    expect((await join(t.baseUrl, 'fan', fanForm({ email }))).status).toBe(201);
    expect((await join(t.baseUrl, 'fan', fanForm({ email }))).status).toBe(201);
    expect((await entriesOf(email)).map((entry) => entry.kind)).toEqual(['artist', 'fan']);
  });

  test('re-sends the confirmation only when unconfirmed and the last mail is 10 minutes old', async () => {
    const email = uniqueWaitlistEmail('resend');
    await join(t.baseUrl, 'fan', fanForm({ email }));
    const firstMail = await mailOf(email);
    await join(t.baseUrl, 'fan', fanForm({ email }));
    expect(await settledMailCount(email)).toBe(1);

    await backdate(email, 'fan', 11);
    await join(t.baseUrl, 'fan', fanForm({ email }));
    const secondMail = await mailOf(email, 2);
    expect(linkToken(secondMail, 'confirm')).not.toBe(linkToken(firstMail, 'confirm'));

    // Either mail's link confirms; then every confirmation link is spent.
    expect((await confirm(linkToken(firstMail, 'confirm'))).status).toBe(200);
    expectEnvelope(
      await confirm(linkToken(secondMail, 'confirm')),
      410,
      'WAITLIST.CONFIRM_LINK_USED',
    );

    await backdate(email, 'fan', 11);
    await join(t.baseUrl, 'fan', fanForm({ email }));
    await mailOf(email, 2);
  });

  test('two sign-ups at the same moment make one entry and one mail', async () => {
    const email = uniqueWaitlistEmail('race');
    const replies = await Promise.all([
      join(t.baseUrl, 'fan', fanForm({ email })),
      join(t.baseUrl, 'fan', fanForm({ email })),
      join(t.baseUrl, 'fan', fanForm({ email })),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201]);
    await onlyEntryOf(email);
    expect(await settledMailCount(email)).toBe(1);
  });
});

describe('double opt-in', () => {
  test('the mail links to /waitlist/confirm and /waitlist/unsubscribe; only hashes are stored', async () => {
    const form = fanForm();
    const email = String(form.email);
    await join(t.baseUrl, 'fan', form);
    const mail = await mailOf(email);
    const base = t.config.env.PUBLIC_URL;
    const token = linkToken(mail, 'confirm');
    const unsubscribeToken = linkToken(mail, 'unsubscribe');
    expect(mail.subject).toBe('Confirm your place on the Encore fan waitlist');
    expect(mail.text).toContain(`${base}/waitlist/confirm?token=${token}`);
    expect(mail.text).toContain(`${base}/waitlist/unsubscribe?token=${unsubscribeToken}`);
    expect(mail.html).toContain(`${base}/waitlist/unsubscribe?token=${unsubscribeToken}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);

    const entry = await onlyEntryOf(email);
    const stored = await withDb(
      async (db) =>
        (
          await db.query<{ token_hash: string; purpose: string }>(
            'SELECT token_hash, purpose FROM waitlist_mail_tokens WHERE entry_id = $1 ORDER BY purpose',
            [entry.id],
          )
        ).rows,
    );
    const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
    expect(stored).toEqual([
      { token_hash: sha256(token), purpose: 'confirm' },
      { token_hash: sha256(unsubscribeToken), purpose: 'unsubscribe' },
    ]);
  });

  test('the confirmation link confirms once; a second use is told it was used', async () => {
    const form = artistForm();
    const email = String(form.email);
    await join(t.baseUrl, 'artist', form);
    const token = linkToken(await mailOf(email), 'confirm');
    expect((await onlyEntryOf(email)).confirmed_at).toBeNull();

    const first = await confirm(token);
    expect(first).toMatchObject({
      status: 200,
      body: {
        status: 'confirmed',
        message: "Your email address is confirmed: you're on the list!",
      },
    });
    const confirmedAt = (await onlyEntryOf(email)).confirmed_at;
    expect(confirmedAt).toBeInstanceOf(Date);

    const second = await confirm(token);
    expectEnvelope(second, 410, 'WAITLIST.CONFIRM_LINK_USED');
    expect(second.body.error).toBe(
      'This confirmation link has already been used: your email address is confirmed.',
    );
    expect((await onlyEntryOf(email)).confirmed_at).toEqual(confirmedAt);

    // A confirmed entry gets no more confirmation mail, however often it signs up again.
    await backdate(email, 'artist', 60);
    await join(t.baseUrl, 'artist', artistForm({ email }));
    expect(await settledMailCount(email)).toBe(1);
  });

  test('two clicks at once confirm once', async () => {
    const form = fanForm();
    await join(t.baseUrl, 'fan', form);
    const token = linkToken(await mailOf(String(form.email)), 'confirm');
    const statuses = (await Promise.all([confirm(token), confirm(token), confirm(token)]))
      .map((reply) => reply.status)
      .sort();
    expect(statuses).toEqual([200, 410, 410]);
  });

  test('a link that was never mailed is refused', async () => {
    expectEnvelope(await confirm('AAAAAAAAAAAAAAAAAAAAAA'), 400, 'WAITLIST.CONFIRM_LINK_INVALID');
    expectEnvelope(await confirm('short'), 400, 'PLATFORM.VALIDATION_FAILED');
    expectEnvelope(
      await unsubscribe('AAAAAAAAAAAAAAAAAAAAAA'),
      400,
      'WAITLIST.UNSUBSCRIBE_LINK_INVALID',
    );
  });
});

describe('unsubscribe', () => {
  test('works without logging in, is idempotent, and leaves the entry confirmed or not', async () => {
    const form = fanForm({ is_subscribed: true });
    const email = String(form.email);
    await join(t.baseUrl, 'fan', form);
    const mail = await mailOf(email);
    const token = linkToken(mail, 'unsubscribe');

    const reply = await unsubscribe(token);
    expect(reply).toMatchObject({
      status: 200,
      body: {
        status: 'unsubscribed',
        message: "You're unsubscribed: we won't send you any more waitlist emails.",
      },
    });
    const entry = await onlyEntryOf(email);
    expect(entry.is_subscribed).toBe(false);
    expect(entry.unsubscribed_at).toBeInstanceOf(Date);

    expect((await unsubscribe(token)).status).toBe(200);
    expect((await onlyEntryOf(email)).unsubscribed_at).toEqual(entry.unsubscribed_at);
    // Unsubscribing is not confirming; the confirmation link still works.
    expect(entry.confirmed_at).toBeNull();
    expect((await confirm(linkToken(mail, 'confirm'))).status).toBe(200);
    expect((await onlyEntryOf(email)).is_subscribed).toBe(false);
  });

  test('an artist can unsubscribe too', async () => {
    const form = artistForm();
    await join(t.baseUrl, 'artist', form);
    const token = linkToken(await mailOf(String(form.email)), 'unsubscribe');
    expect((await unsubscribe(token)).status).toBe(200);
    expect((await onlyEntryOf(String(form.email))).is_subscribed).toBe(false);
  });

  test('link uses are rate limited per IP', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        (
          await call(t.baseUrl, 'POST', '/api/public/waitlist/confirm', {
            body: { token: 'BBBBBBBBBBBBBBBBBBBBBB' },
            ip,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
