import { newAccount, STRONG_PASSWORD, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, randomIp, type Reply } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { enrol, setRole } from './second-factor-steps.js';

/**
 * The admin users specs' shared set-up (docs/adr/0036): an app, an admin past the second factor,
 * and the steps the specs share. A spec calls useUsersApp() once at its top.
 */
export interface AdminUser {
  id: string;
  email: string;
  display_name: string;
  role: 'listener' | 'artist' | 'admin';
  created_at: string;
  disabled_at: string | null;
  artist: { id: string; name: string } | null;
}

export interface AdminUserDetail extends AdminUser {
  sessions: {
    id: string;
    created_at: string;
    last_used_at: string;
    ip: string | null;
    user_agent: string | null;
  }[];
  purchases: {
    id: string;
    album_id: string;
    album_title: string;
    status: string;
    amount: number;
  }[];
  more_purchases: boolean;
}

export interface UserPage {
  users: AdminUser[];
  next_cursor: string | null;
}

export let t: TestApp;
export let admin: TestAccount;
export const adminIp = randomIp();

/** Registers the app's start and stop around the calling spec. */
export function useUsersApp(): void {
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
    admin = await newAccount(t.baseUrl);
    await setRole(admin.userId, 'admin');
    await enrol(t.baseUrl, admin.token);
  });
  afterAll(() => t.close());
}

export const asAdmin = <T = AdminUserDetail>(method: string, path: string, body?: unknown) =>
  call<T>(t.baseUrl, method, `/api/admin${path}`, {
    token: admin.token,
    ip: adminIp,
    body: body ?? (method === 'GET' ? undefined : {}),
  });

/** A new account with this email and name (registered through the API, with its session). */
export async function account(email: string, displayName = 'Test Listener'): Promise<TestAccount> {
  const code = `TEST-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  await withDb((db) => db.query('insert into invite_codes (code) values ($1)', [code]));
  const ip = randomIp();
  const reply = await call<{ user: { id: string }; session: { access_token: string } }>(
    t.baseUrl,
    'POST',
    '/api/auth/register',
    { ip, body: { email, password: STRONG_PASSWORD, displayName, inviteCode: code } },
  );
  if (reply.status !== 201) throw new Error(`register: ${JSON.stringify(reply.body)}`);
  return {
    email,
    password: STRONG_PASSWORD,
    userId: reply.body.user.id,
    token: reply.body.session.access_token,
    cookie: '',
    ip,
  };
}

export const auditRowsFor = (userId: string) =>
  withDb(async (db) => {
    const result = await db.query(
      `select * from admin_audit_log where target_type = 'user' and target_id = $1
       order by at, id`,
      [userId],
    );
    return result.rows as Record<string, unknown>[];
  });

export const auditCount = () =>
  withDb(async (db) => {
    const result = await db.query<{ n: string }>('select count(*) as n from admin_audit_log');
    return Number(result.rows[0]?.n);
  });

export async function listAll(query: string, limit: number): Promise<AdminUser[]> {
  const seen: AdminUser[] = [];
  let before: string | null = null;
  for (let page = 0; page < 500; page++) {
    const cursor: string = before === null ? '' : `&before=${before}`;
    const reply: Reply<UserPage> = await asAdmin<UserPage>(
      'GET',
      `/users?${query}&limit=${limit}${cursor}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.users.length).toBeLessThanOrEqual(limit);
    seen.push(...reply.body.users);
    before = reply.body.next_cursor;
    if (before === null) return seen;
  }
  throw new Error('pagination did not end');
}
