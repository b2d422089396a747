import { newAccount, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, randomIp, type Reply } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { enrol, setRole } from './second-factor-steps.js';

/**
 * The admin invites and audit log specs' shared set-up (docs/adr/0033): an app, an admin past
 * the second factor, and the steps the specs share. A spec calls useAuditApp() once at its top.
 */
export interface Invite {
  id: string;
  code: string;
  max_uses: number;
  used: number;
  expires_at: string | null;
  revoked_at: string | null;
  note: string | null;
  created_at: string;
  status: 'active' | 'used_up' | 'expired' | 'revoked';
}

export interface AuditEntry {
  id: string;
  at: string;
  actor_id: string;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
}

export let t: TestApp;
export let admin: TestAccount;
export const adminIp = randomIp();

/** Registers the app's start and stop around the calling spec. */
export function useAuditApp(): void {
  beforeAll(async () => {
    // The client IP each call sends (X-Forwarded-For) is the one the audit log must keep.
    t = await startTestApp({ TRUST_PROXY: 'true' });
    admin = await newAccount(t.baseUrl);
    await setRole(admin.userId, 'admin');
    // Enrolling passes the second factor for the session it was done in.
    await enrol(t.baseUrl, admin.token);
  });
  afterAll(() => t.close());
}

export const asAdmin = <T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
) =>
  call<T>(t.baseUrl, method, `/api/admin${path}`, {
    token: admin.token,
    ip: adminIp,
    body: body ?? (method === 'GET' ? undefined : {}),
  });

export async function createInvite(body: Record<string, unknown> = {}): Promise<Invite> {
  const reply = await asAdmin<Invite>('POST', '/invites', body);
  expect(reply.status).toBe(201);
  return reply.body;
}

export const auditRowsFor = (targetId: string) =>
  withDb(async (db) => {
    const result = await db.query(
      'select * from admin_audit_log where target_id = $1 order by at, id',
      [targetId],
    );
    return result.rows as Record<string, unknown>[];
  });

/** Audit rows in the whole log, or only those one admin wrote (other specs' admins write too). */
export const auditCount = (actorId?: string) =>
  withDb(async (db) => {
    const result = await db.query<{ n: string }>(
      'select count(*) as n from admin_audit_log where $1::uuid is null or actor_id = $1::uuid',
      [actorId ?? null],
    );
    return Number(result.rows[0]?.n);
  });

/** The table's ids in an order the database itself applies, to compare a listing with. */
export const storedIds = (table: 'invite_codes' | 'admin_audit_log', orderBy: string) =>
  withDb(async (db) => {
    const result = await db.query<{ id: string }>(`select id from ${table} order by ${orderBy}`);
    return result.rows.map((row) => row.id);
  });

export async function listAll<T extends { id: string }>(
  path: string,
  key: 'invites' | 'entries',
  limit: number,
): Promise<T[]> {
  const seen: T[] = [];
  let before: string | null = null;
  for (let page = 0; page < 200; page++) {
    const separator = path.includes('?') ? '&' : '?';
    const cursor: string = before === null ? '' : `&before=${before}`;
    const reply: Reply = await asAdmin('GET', `${path}${separator}limit=${limit}${cursor}`);
    expect(reply.status).toBe(200);
    const items = reply.body[key] as T[];
    expect(items.length).toBeLessThanOrEqual(limit);
    seen.push(...items);
    before = reply.body.next_cursor as string | null;
    if (before === null) return seen;
  }
  throw new Error('pagination did not end');
}
