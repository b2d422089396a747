import { randomUUID } from 'node:crypto';

import { runTag } from '../lyrics/lyrics-fixtures.js';
import {
  buy,
  eventually,
  insertArtist,
  type Release,
  type ReleaseArtist,
  removeArtist,
  setListed,
  writeRelease,
} from '../publishing/visibility-fixtures.js';
import { newAccount, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope, type Reply } from '../support/http.js';
import { ensureDemoSeeded } from '../support/run-cli.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// The player's queue per account (issue 26, docs/adr/0048): saved whole, read back without the
// tracks the reader may no longer see, the last change winning.

interface QueueBody {
  track_ids: string[];
  tracks: { id: string; title: string; file_path: string; gapless: unknown }[];
  current_index: number;
  position_s: number;
  shuffle: boolean;
  repeat: 'off' | 'all' | 'one';
  updated_at: string | null;
}

const tag = runTag();
let t: TestApp;
let artist: ReleaseArtist;
/** Listed until a test takes it down; bought by `buyer`. */
let soundcheck: Release;
/** Four listed demo tracks. */
let demo: string[];

beforeAll(async () => {
  await ensureDemoSeeded();
  t = await startTestApp();
  artist = await insertArtist(tag);
  soundcheck = await writeRelease(t.app, artist, {
    title: `Quayside ${tag}`,
    slug: `quayside-${tag}`,
    accessType: 'soundcheck',
    trackTitles: [`Quayside Lamps ${tag}`],
  });
  await setListed(t.app, soundcheck, true);
  demo = await withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `SELECT t.id FROM tracks t JOIN albums al ON al.id = t.album_id
        WHERE t.listed AND al.listed AND al.slug = 'afterglow-boulevard'
        ORDER BY t.track_number LIMIT 4`,
    );
    return rows.map((row) => row.id);
  });
  expect(demo).toHaveLength(4);
}, 600_000);

afterAll(async () => {
  await t.close();
  await removeArtist(artist, [soundcheck]);
});

const get = (token?: string) =>
  call<QueueBody>(t.baseUrl, 'GET', '/api/me/player-queue', { token: token ?? null });
const put = (body: unknown, token?: string, headers?: Record<string, string>) =>
  call(t.baseUrl, 'PUT', '/api/me/player-queue', {
    token: token ?? null,
    body,
    ...(headers ? { headers } : {}),
  });
const queueOf = (trackIds: string[], currentIndex = 0, extra: Record<string, unknown> = {}) => ({
  track_ids: trackIds,
  current_index: currentIndex,
  position_s: 12.5,
  ...extra,
});
const soundcheckTrack = () => soundcheck.tracks[0]?.id ?? '';

describe('saving and reading back', () => {
  test('an account with nothing saved reads an empty queue', async () => {
    const account = await newAccount(t.baseUrl);
    const reply = await get(account.token);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body).toEqual({
      track_ids: [],
      tracks: [],
      current_index: 0,
      position_s: 0,
      shuffle: false,
      repeat: 'off',
      updated_at: null,
    });
  });

  test('round trip: the ids in order (repeats kept), each track once, position and modes', async () => {
    const account = await newAccount(t.baseUrl);
    const ids = [demo[2] ?? '', demo[0] ?? '', demo[2] ?? '', demo[1] ?? ''];
    const saved = await put(
      queueOf(ids, 3, { position_s: 61.25, shuffle: true, repeat: 'one' }),
      account.token,
    );
    expect(saved.status).toBe(204);
    const reply = await get(account.token);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      track_ids: ids,
      current_index: 3,
      position_s: 61.25,
      shuffle: true,
      repeat: 'one',
    });
    expect(reply.body.tracks.map((track) => track.id)).toEqual([demo[2], demo[0], demo[1]]);
    expect(reply.body.tracks[0]).toEqual(
      expect.objectContaining({ title: expect.any(String), file_path: expect.any(String) }),
    );
    expect(reply.body.tracks[0]).toHaveProperty('gapless');
    expect(Date.parse(reply.body.updated_at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // An empty queue is a queue too.
    expect((await put(queueOf([], 0), account.token)).status).toBe(204);
    expect((await get(account.token)).body).toMatchObject({ track_ids: [], current_index: 0 });
  });

  test('each account reads only its own queue', async () => {
    const [alice, bob] = await Promise.all([newAccount(t.baseUrl), newAccount(t.baseUrl)]);
    await put(queueOf([demo[0] ?? '', demo[1] ?? ''], 1), alice.token);
    await put(queueOf([demo[3] ?? ''], 0), bob.token);
    expect((await get(alice.token)).body.track_ids).toEqual([demo[0], demo[1]]);
    expect((await get(bob.token)).body.track_ids).toEqual([demo[3]]);
    const carol = await newAccount(t.baseUrl);
    expect((await get(carol.token)).body.track_ids).toEqual([]);
  });

  test('needs a bearer to read or save', async () => {
    expectEnvelope(await get(), 401, 'PLATFORM.AUTH_REQUIRED');
    expectEnvelope(await put(queueOf([demo[0] ?? ''])), 401, 'PLATFORM.AUTH_REQUIRED');
    expectEnvelope(await get('not.a.jwt'), 401);
  });
});

describe('the last change wins', () => {
  test('a save made before the stored one is dropped; one without a time is made now', async () => {
    const account = await newAccount(t.baseUrl);
    const later = new Date(Date.now() - 5_000).toISOString();
    const earlier = new Date(Date.now() - 60_000).toISOString();
    await put(queueOf([demo[1] ?? ''], 0, { updated_at: later }), account.token);
    // An older tab saves after the newer one: its state was made first, so it loses.
    expect(
      (await put(queueOf([demo[2] ?? ''], 0, { updated_at: earlier }), account.token)).status,
    ).toBe(204);
    expect((await get(account.token)).body).toMatchObject({
      track_ids: [demo[1]],
      updated_at: later,
    });
    await put(queueOf([demo[3] ?? ''], 0), account.token);
    expect((await get(account.token)).body.track_ids).toEqual([demo[3]]);
  });

  test('a time ahead of the server counts as now, so a fast clock cannot win every later save', async () => {
    const account = await newAccount(t.baseUrl);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await put(queueOf([demo[0] ?? ''], 0, { updated_at: future }), account.token);
    const stored = (await get(account.token)).body.updated_at ?? '';
    expect(Date.parse(stored)).toBeLessThanOrEqual(Date.now());
    await put(queueOf([demo[1] ?? ''], 0), account.token);
    expect((await get(account.token)).body.track_ids).toEqual([demo[1]]);
  });
});

describe('tracks the reader may no longer see are dropped on read', () => {
  test('taken down: gone for a listener (the next track starts at 0), kept for its buyer', async () => {
    const [listener, buyer] = await Promise.all([newAccount(t.baseUrl), newAccount(t.baseUrl)]);
    await buy(buyer.userId, soundcheck);
    const nobody = randomUUID();
    const ids = [demo[0] ?? '', nobody, soundcheckTrack(), demo[1] ?? ''];
    for (const account of [listener, buyer]) {
      expect((await put(queueOf(ids, 2), account.token)).status).toBe(204);
    }
    // A track that never existed is gone for everyone; the current one is still there.
    expect((await get(listener.token)).body).toMatchObject({
      track_ids: [demo[0], soundcheckTrack(), demo[1]],
      current_index: 1,
      position_s: 12.5,
    });

    await setListed(t.app, soundcheck, false);
    try {
      const hidden = await eventually(
        () => get(listener.token),
        (reply: Reply<QueueBody>) => !reply.body.track_ids.includes(soundcheckTrack()),
      );
      expect(hidden.body).toMatchObject({
        track_ids: [demo[0], demo[1]],
        current_index: 1,
        position_s: 0,
      });
      expect(hidden.body.tracks.map((track) => track.id)).toEqual([demo[0], demo[1]]);
      const bought = await get(buyer.token);
      expect(bought.body).toMatchObject({
        track_ids: [demo[0], soundcheckTrack(), demo[1]],
        current_index: 1,
        position_s: 12.5,
      });
      expect(bought.body.tracks.map((track) => track.id)).toContain(soundcheckTrack());
    } finally {
      await setListed(t.app, soundcheck, true);
    }
  });
});

describe('bad saves', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await newAccount(t.baseUrl);
  });

  test.each([
    [
      'current_index past the end',
      queueOf(
        ['x'].map(() => randomUUID()),
        1,
      ),
      'current_index',
    ],
    ['current_index in an empty queue', queueOf([], 1), 'current_index'],
    ['an id that is no UUID', queueOf(['track-1']), 'track_ids'],
    ['501 ids', queueOf(Array.from({ length: 501 }, () => randomUUID())), 'track_ids'],
    ['a negative position', { ...queueOf([randomUUID()]), position_s: -1 }, 'position_s'],
    ['a repeat mode that is none', queueOf([randomUUID()], 0, { repeat: 'twice' }), 'repeat'],
    ['an updated_at that is no date', queueOf([], 0, { updated_at: 'yesterday' }), 'updated_at'],
    ['an impossible date', queueOf([], 0, { updated_at: '2026-02-30T25:61:00Z' }), 'updated_at'],
    ['an unknown field', queueOf([], 0, { volume: 11 }), 'volume'],
    ['no track_ids', { current_index: 0, position_s: 0 }, 'track_ids'],
  ])('%s: 400 PLATFORM.VALIDATION_FAILED naming the field', async (_label, body, field) => {
    const reply = await put(body, account.token);
    expectEnvelope(reply, 400, 'PLATFORM.VALIDATION_FAILED');
    expect(reply.body.details?.map((detail) => detail.field)).toContain(field);
  });

  test('a body over the route’s limit is refused before it is parsed', async () => {
    // Not even JSON: a 413, not a 400, shows nothing read it.
    const reply = await fetch(`${t.baseUrl}/api/me/player-queue`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
      body: `{"track_ids": [${'"x",'.repeat(10_000)}`,
    });
    expect(reply.status).toBe(413);
    expect(await reply.json()).toMatchObject({ code: 'PLATFORM.PAYLOAD_TOO_LARGE' });
    // While 500 ids fit.
    const full = queueOf(
      Array.from({ length: 500 }, () => randomUUID()),
      499,
    );
    expect((await put(full, account.token)).status).toBe(204);
  });

  test('a body that is not JSON is refused with 415', async () => {
    const reply = await fetch(`${t.baseUrl}/api/me/player-queue`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${account.token}`, 'content-type': 'text/plain' },
      body: JSON.stringify(queueOf([])),
    });
    expect(reply.status).toBe(415);
  });

  test('saving is rate limited per account, with Retry-After', async () => {
    const busy = await newAccount(t.baseUrl);
    const statuses: number[] = [];
    let last: Reply | null = null;
    for (let i = 0; i < 61; i += 1) {
      last = await put(queueOf([demo[0] ?? ''], 0, { position_s: i }), busy.token);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    if (last === null) throw new Error('no save was sent');
    expectEnvelope(last, 429, 'LISTENING.TOO_MANY_SAVES');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not held back.
    expect((await put(queueOf([]), account.token)).status).toBe(204);
  });
});
