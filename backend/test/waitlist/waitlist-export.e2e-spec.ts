import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';

import { WAITLIST_CONSENT_VERSION } from '@encore/shared-rules';

import { call } from '../support/http.js';
import { mailsTo } from '../support/mailbox.js';
import { runBuiltCli } from '../support/run-cli.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  artistForm,
  csvRecords,
  fanForm,
  freshIp,
  join,
  linkToken,
  parseCsv,
} from './waitlist-fixtures.js';

let t: TestApp;
const mailDir = mkdtempSync(joinPath(tmpdir(), 'encore-waitlist-mail-'));
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true', EMBEDDED_WORKER: 'true', MAIL_DIR: mailDir });
});
afterAll(() => t.close());

// Each run starts a Node process that loads the ORM (about 0.5 s).
describe('npm run waitlist:export', () => {
  test('prints the artist list as CSV with the consent evidence, formula-safe', async () => {
    const form = artistForm({
      name: '=HYPERLINK("https://evil.example","click")',
      message: 'Line one, "quoted"\nline two',
      genres: [],
      has_publishing_agreement: true,
      publisher_name: '@publisher',
    });
    const ip = freshIp();
    const reply = await join(t.baseUrl, 'artist', form, {
      ip,
      headers: { 'user-agent': 'ExportTest/2.0 (X11; Linux)' },
    });
    expect(reply.status).toBe(201);
    const [mail] = await mailsTo(mailDir, String(form.email));
    if (!mail) throw new Error('no confirmation mail');
    const confirmed = await call(t.baseUrl, 'POST', '/api/public/waitlist/confirm', {
      body: { token: linkToken(mail, 'confirm') },
      ip: freshIp(),
    });
    expect(confirmed.status).toBe(200);

    const run = await runBuiltCli('waitlist-export', ['--kind', 'artist']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const rows = parseCsv(run.stdout);
    expect(rows[0]?.slice(0, 4)).toEqual(['id', 'email', 'name', 'country']);
    const record = csvRecords(run.stdout).find((row) => row.email === form.email);
    expect(record).toMatchObject({
      name: `'=HYPERLINK("https://evil.example","click")`,
      message: 'Line one, "quoted"\nline two',
      publisher_name: "'@publisher",
      record_label_name: 'Orchard Records',
      collection_agencies: 'prs; ppl',
      release_plan_singles: '5',
      owns_rights: 'true',
      is_subscribed: 'true',
      consent_ip: ip,
      consent_user_agent: 'ExportTest/2.0 (X11; Linux)',
      consent_version: WAITLIST_CONSENT_VERSION.artist,
      consent_boxes_ticked:
        'owns_rights; wants_exclusives; has_recording_agreement; has_publishing_agreement; has_collection_agency',
      unsubscribed_at: '',
    });
    for (const time of [record?.consent_at, record?.confirmed_at]) {
      expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
      expect(Date.now() - Date.parse(time ?? '')).toBeLessThan(5 * 60_000);
    }
  }, 90_000);

  test('writes the fan list to a new file readable by its owner only', async () => {
    const form = fanForm({ is_subscribed: false, name: 'Fan, "Quoted"' });
    expect((await join(t.baseUrl, 'fan', form)).status).toBe(201);
    const out = joinPath(mkdtempSync(joinPath(tmpdir(), 'encore-export-')), 'fans.csv');

    const run = await runBuiltCli('waitlist-export', ['--kind', 'fan', '--out', out]);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Wrote \d+ fan entries to .*fans\.csv\n$/);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    const record = csvRecords(readFileSync(out, 'utf8')).find((row) => row.email === form.email);
    expect(record).toMatchObject({
      name: 'Fan, "Quoted"',
      favourite_artist: 'Ghost Orchard',
      is_subscribed: 'false',
      confirmed_at: '',
      consent_version: WAITLIST_CONSENT_VERSION.fan,
      consent_boxes_ticked: '',
    });
    expect(record).not.toHaveProperty('artist_name');

    const again = await runBuiltCli('waitlist-export', ['--kind', 'fan', '--out', out]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Waitlist export failed: .*EEXIST/);
  }, 90_000);

  test('refuses an unknown --kind in one line', async () => {
    const run = await runBuiltCli('waitlist-export', ['--kind', 'listeners']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('Waitlist export failed: --kind must be one of artist, fan.\n');
  }, 90_000);
});
