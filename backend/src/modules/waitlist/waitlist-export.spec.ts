import { exportColumns, exportWaitlistCsv } from './waitlist-export.js';
import type { ExportedEntry, WaitlistRepository } from './waitlist.repository.js';

const entry = (n: number, overrides: Partial<ExportedEntry> = {}): ExportedEntry => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  email: `fan${n}@example.com`,
  name: `Fan ${n}`,
  country: 'GB',
  answers: { favourite_artist: 'Ghost Orchard', streaming_platform: 'tidal' },
  isSubscribed: true,
  createdAt: `2026-11-2${n}T10:00:00.000000Z`,
  confirmedAt: null,
  unsubscribedAt: null,
  consentAt: `2026-11-2${n}T10:00:00.000000Z`,
  consentIp: '203.0.113.7',
  consentUserAgent: 'Mozilla/5.0',
  consentVersion: 'fan-2026-11-25',
  consentBoxes: { is_subscribed: true },
  ...overrides,
});

/** A repository fake that pages through `rows` the way the SQL keyset does. */
function fakeRepository(rows: ExportedEntry[]): WaitlistRepository {
  return {
    exportPage: (_kind: string, after: { id: string } | null, limit: number) => {
      const start = after ? rows.findIndex((row) => row.id === after.id) + 1 : 0;
      return Promise.resolve(rows.slice(start, start + limit));
    },
  } as unknown as WaitlistRepository;
}

async function exported(rows: ExportedEntry[], pageSize = 2): Promise<string[][]> {
  let csv = '';
  const count = await exportWaitlistCsv(
    fakeRepository(rows),
    'fan',
    (chunk) => {
      csv += chunk;
      return Promise.resolve();
    },
    pageSize,
  );
  const lines = csv.split('\r\n');
  expect(lines.pop()).toBe('');
  expect(count).toBe(rows.length);
  return lines.map((line) => line.split(','));
}

describe('the waitlist CSV export', () => {
  test('has a header, then one row per entry over every page, with the consent evidence', async () => {
    const rows = await exported([entry(1), entry(2), entry(3, { isSubscribed: false })]);
    const header = rows[0] ?? [];
    expect(header).toEqual(exportColumns('fan'));
    expect(header).toEqual(
      expect.arrayContaining([
        'consent_at',
        'consent_ip',
        'consent_user_agent',
        'consent_version',
        'consent_boxes_ticked',
      ]),
    );
    expect(rows).toHaveLength(4);
    const third = Object.fromEntries(header.map((column, i) => [column, rows[3]?.[i]]));
    expect(third).toMatchObject({
      email: 'fan3@example.com',
      favourite_artist: 'Ghost Orchard',
      referral_source: '',
      is_subscribed: 'false',
      consent_ip: '203.0.113.7',
      consent_version: 'fan-2026-11-25',
      consent_boxes_ticked: 'is_subscribed',
    });
  });

  test('an empty list is just the header', async () => {
    expect(await exported([])).toEqual([exportColumns('fan')]);
  });

  test('a hostile answer cannot become a formula', async () => {
    let csv = '';
    await exportWaitlistCsv(
      fakeRepository([entry(1, { name: '=cmd|"/c calc"!A1' })]),
      'fan',
      (chunk) => {
        csv += chunk;
        return Promise.resolve();
      },
    );
    expect(csv).toContain(`"'=cmd|""/c calc""!A1"`);
  });
});
