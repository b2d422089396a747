import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { WAITLIST_CONSENT_VERSION } from '@encore/shared-rules';
import { newAccount, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, randomIp, type Reply } from '../support/http.js';
import { mailsTo, type WrittenMail } from '../support/mailbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  addGenre,
  artistForm,
  fanForm,
  freshIp,
  join,
  type Kind,
  linkToken,
  onlyEntryOf,
} from '../waitlist/waitlist-fixtures.js';
import { enrol, setRole } from './second-factor-steps.js';

/**
 * The waitlist screening specs' shared set-up (docs/adr/0035): an app with its own mail folder
 * and invite lifetime, an admin past the second factor, and the steps the specs share. A spec
 * calls useScreeningApp() once at its top.
 */
export interface Summary {
  id: string;
  email: string;
  name: string;
  country: string | null;
  artist_name: string | null;
  genres: string[];
  favourite_artist: string | null;
  created_at: string;
  confirmed: boolean;
  unsubscribed: boolean;
  status: 'pending' | 'invited' | 'registered' | 'rejected';
  decided_at: string | null;
  notes: number;
}

export interface Page {
  entries: Summary[];
  next_cursor: string | null;
}

export interface Note {
  id: string;
  body: string;
  author_id: string;
  author_email: string | null;
  created_at: string;
}

export interface Detail {
  id: string;
  list: 'artists' | 'fans';
  email: string;
  name: string;
  country: string | null;
  status: Summary['status'];
  answers: Record<string, unknown>;
  is_subscribed: boolean;
  created_at: string;
  confirmed_at: string | null;
  confirmation_sent_at: string | null;
  unsubscribed_at: string | null;
  consent: {
    at: string;
    ip: string | null;
    user_agent: string | null;
    version: string;
    boxes: Record<string, boolean>;
  };
  decided_at: string | null;
  decided_by: string | null;
  decided_by_email: string | null;
  rejection_reason: string | null;
  invite: {
    id: string;
    code: string;
    expires_at: string | null;
    revoked_at: string | null;
    used: number;
    status: 'active' | 'used_up' | 'expired' | 'revoked';
    mailed_at: string | null;
  } | null;
  notes: Note[];
  actions: Record<
    'approve' | 'reject' | 'resend_invite',
    { allowed: boolean; reason: string | null }
  >;
}

/** Not the default 14: the file checks that the configured number of days is the one used. */
export const INVITE_DAYS = 9;

export let t: TestApp;
export let admin: TestAccount;
export const adminIp = randomIp();
export const mailDir = mkdtempSync(joinPath(tmpdir(), 'encore-screening-mail-'));
export const genre = { name: `screening dream pop ${randomBytes(4).toString('hex')}`, id: '' };

/** Registers the app's start and stop around the calling spec. */
export function useScreeningApp(): void {
  beforeAll(async () => {
    t = await startTestApp({
      TRUST_PROXY: 'true',
      EMBEDDED_WORKER: 'true',
      MAIL_DIR: mailDir,
      WAITLIST_INVITE_DAYS: String(INVITE_DAYS),
    });
    genre.id = await addGenre(genre.name);
    admin = await newAccount(t.baseUrl);
    await setRole(admin.userId, 'admin');
    await enrol(t.baseUrl, admin.token);
  });
  afterAll(() => t.close());
}

export const asAdmin = <T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
) =>
  call<T>(t.baseUrl, method, `/api/admin/waitlist${path}`, {
    token: admin.token,
    ip: adminIp,
    body: body ?? (method === 'GET' ? undefined : {}),
  });

/** A sign-up through the real form, its confirmation link opened unless `confirmed` is false. */
export async function signUp(
  kind: Kind,
  overrides: Record<string, unknown> = {},
  options: { confirmed?: boolean; ip?: string; userAgent?: string } = {},
): Promise<{ id: string; email: string; confirmationMail: WrittenMail }> {
  const form = kind === 'artist' ? artistForm(overrides) : fanForm(overrides);
  const email = String(form.email);
  const reply = await join(t.baseUrl, kind, form, {
    ip: options.ip ?? freshIp(),
    ...(options.userAgent ? { headers: { 'user-agent': options.userAgent } } : {}),
  });
  expect(reply.status).toBe(201);
  const [mail] = await mailsTo(mailDir, email);
  if (!mail) throw new Error(`no confirmation mail for ${email}`);
  if (options.confirmed !== false) {
    const confirmed = await call(t.baseUrl, 'POST', '/api/public/waitlist/confirm', {
      body: { token: linkToken(mail, 'confirm') },
      ip: freshIp(),
    });
    expect(confirmed.status).toBe(200);
  }
  const entry = await onlyEntryOf(email);
  return { id: entry.id, email, confirmationMail: mail };
}

export interface SeedEntry {
  name: string;
  country?: string | null;
  daysAgo: number;
  confirmed?: boolean;
}

/** Entries straight in the database (for lists long enough to page), their emails tagged. */
export async function seed(kind: Kind, tag: string, entries: SeedEntry[]): Promise<string[]> {
  return withDb(async (db) => {
    const ids: string[] = [];
    for (const [i, entry] of entries.entries()) {
      const { rows } = await db.query<{ id: string }>(
        `insert into waitlist_entries (kind, email, name, country, answers, consent_version,
           consent_boxes, created_at, consent_at, confirmed_at)
         values ($1, $2, $3, $4, '{}', $5, '{}', now() - make_interval(days => $6),
           now() - make_interval(days => $6),
           case when $7 then now() - make_interval(days => $6) end)
         returning id`,
        [
          kind,
          `${tag}-${i}@example.com`,
          entry.name,
          entry.country === undefined ? 'GB' : entry.country,
          WAITLIST_CONSENT_VERSION[kind],
          entry.daysAgo,
          entry.confirmed ?? true,
        ],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('seed insert returned nothing');
      ids.push(id);
    }
    return ids;
  });
}

/** Every page of a list, following next_cursor. */
export async function allPages(path: string, limit: number): Promise<Summary[][]> {
  const pages: Summary[][] = [];
  let cursor: string | null = null;
  for (let n = 0; n < 50; n++) {
    const separator = path.includes('?') ? '&' : '?';
    const after: string = cursor === null ? '' : `&before=${cursor}`;
    const reply: Reply<Page> = await asAdmin<Page>(
      'GET',
      `${path}${separator}limit=${limit}${after}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.entries.length).toBeLessThanOrEqual(limit);
    pages.push(reply.body.entries);
    cursor = reply.body.next_cursor;
    if (cursor === null) return pages;
  }
  throw new Error('pagination did not end');
}

export const auditRowsFor = (targetId: string) =>
  withDb(async (db) => {
    const { rows } = await db.query(
      `select * from admin_audit_log where target_id = $1 order by at, id`,
      [targetId],
    );
    return rows as Record<string, unknown>[];
  });

/** When the entry's invite mail went out, waiting (bounded) for the worker to say so. */
export async function mailedAt(entryId: string): Promise<string | null> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const detail = await asAdmin<Detail>('GET', `/fans/${entryId}`);
    const at = detail.body.invite?.mailed_at ?? null;
    if (at !== null || Date.now() > deadline) return at;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const invitesNoted = (email: string) =>
  withDb(async (db) => {
    const { rows } = await db.query<{ n: string }>(
      `select count(*) as n from invite_codes where note like $1`,
      [`%${email}`],
    );
    return Number(rows[0]?.n);
  });
