import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import sharp from 'sharp';

import { enrol } from '../admin/second-factor-steps.js';
import { pickTrack, type SeededTrack, seededTracks } from '../media/media-fixtures.js';
import { newAccount, type TestAccount } from '../support/accounts.js';
import { type StudioArtist, studioArtist } from '../support/studio-artist.js';
import { withDb } from '../support/db.js';
import { call, type Reply } from '../support/http.js';

/** A studio release as the API answers it (what the tests read of it). */
export interface StudioTrack {
  id: string;
  position: number;
  title: string;
  state: string;
  isrc: string | null;
  lyrics_synced: string | null;
  failure_reason: string | null;
  failure_detail?: string | null;
  preview_start_seconds: number | null;
  peaks_url: string | null;
  listed: boolean;
  sold: boolean;
  [field: string]: unknown;
}

export interface StudioRelease {
  id: string;
  artist_id: string;
  title: string;
  state: string;
  slug: string | null;
  access_type: string | null;
  genres: string[];
  release_date: string | null;
  artwork_url: string | null;
  scheduled_for: string | null;
  published_at: string | null;
  take_down_reason: string | null;
  listed: boolean;
  buyers: number;
  buyers_note: string | null;
  checklist: { complete: boolean; missing: { item: string; message: string }[] };
  actions: Record<string, boolean>;
  tracks: StudioTrack[];
  [field: string]: unknown;
}

export { type StudioArtist, studioArtist };

/** An admin whose session has passed the second factor (it enrolled an app in it). */
export async function studioAdmin(baseUrl: string): Promise<TestAccount> {
  const account = await newAccount(baseUrl);
  await withDb((db) => db.query("UPDATE users SET role = 'admin' WHERE id = $1", [account.userId]));
  await enrol(baseUrl, account.token);
  return account;
}

/** The studio's routes, as one caller. */
export function studio(baseUrl: string, token: string) {
  const at = (path: string): string => `/api/studio${path}`;
  return {
    get: <T = StudioRelease>(path: string) => call<T>(baseUrl, 'GET', at(path), { token }),
    post: <T = StudioRelease>(path: string, body: unknown = {}) =>
      call<T>(baseUrl, 'POST', at(path), { token, body }),
    patch: <T = StudioRelease>(path: string, body: unknown) =>
      call<T>(baseUrl, 'PATCH', at(path), { token, body }),
    delete: (path: string) => call(baseUrl, 'DELETE', at(path), { token }),
    upload: <T = { artwork_url: string }>(path: string, file: Buffer, name = 'cover.png') => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), name);
      return call<T>(baseUrl, 'POST', at(path), { token, body: form });
    },
  };
}
export type Studio = ReturnType<typeof studio>;

/** The body of a 2xx reply, or the test fails with what came instead. */
export function ok<T>(reply: Reply<T>, status = 200): T {
  if (reply.status !== status) {
    throw new Error(`expected ${status}, got ${reply.status}: ${JSON.stringify(reply.body)}`);
  }
  return reply.body;
}

/** A genre the demo catalogue lists (releases may only carry listed genres). */
export async function listedGenre(): Promise<string> {
  const genre = await withDb(async (db) => {
    const { rows } = await db.query<{ name: string }>(
      `SELECT g.name FROM genres g JOIN album_genres ag ON ag.genre_id = g.id
       JOIN albums a ON a.id = ag.album_id WHERE a.listed ORDER BY g.name LIMIT 1`,
    );
    return rows[0]?.name;
  });
  if (genre === undefined) throw new Error('The demo catalogue lists no genre');
  return genre;
}

/** A plain image of the given size, as a phone or an editor would export it. */
export const imageOf = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#3a6b8c' } })
    .toFormat(format)
    .toBuffer();

const mediaDir = (): string => process.env.MEDIA_DIR ?? '';

/** The peaks document the tests store for a ready track. */
export const TEST_PEAKS = { version: 1, peaks: [0, 0.5, 1, 0.25] };

/**
 * Makes a slot's track `ready` as the pipeline would (the pipeline is tested on its own): its
 * renditions under the pipeline's layout — a demo track's bytes, so it really streams — its
 * facts, tags and peaks in `track_masters`, and the catalogue's paths and duration.
 */
let demoTrack: Promise<SeededTrack> | undefined;

export async function markTrackReady(trackId: string, durationS = 200): Promise<void> {
  // Looked up once per file: finding the demo tracks whose audio is on disk takes a while.
  const demo = await (demoTrack ??= seededTracks().then((tracks) =>
    pickTrack(tracks, (track) => track.preview_path !== null),
  ));
  const folder = `audio/${trackId}/1`;
  const files = {
    stream: `${folder}/stream.mp3`,
    preview: `${folder}/preview.mp3`,
    peaks: `${folder}/peaks.json`,
  };
  for (const [from, to] of [
    [demo.file_path, files.stream],
    [demo.preview_path ?? demo.file_path, files.preview],
  ] as const) {
    await mkdir(dirname(join(mediaDir(), to)), { recursive: true });
    await copyFile(join(mediaDir(), from), join(mediaDir(), to));
  }
  await writeFile(join(mediaDir(), files.peaks), JSON.stringify(TEST_PEAKS));
  const renditions = {
    version: '1',
    streamAac: {
      path: `${folder}/stream.m4a`,
      primingSamples: 1024,
      paddingSamples: 0,
      samples: durationS * 44_100,
      sampleRate: 44_100,
    },
    streamMp3: files.stream,
    previewAac: `${folder}/preview.m4a`,
    previewMp3: files.preview,
    flac: null,
    peaks: files.peaks,
    previewStartS: durationS / 3,
  };
  const facts = {
    durationS,
    sampleRate: 44_100,
    bitDepth: 16,
    channels: 2,
    format: 'wav',
    lossless: true,
  };
  await withDb(async (db) => {
    await db.query(
      `UPDATE track_masters SET state = 'ready', step = NULL, progress = 100,
         master_path = $2, master_format = 'wav', attempts = attempts + 1, facts = $3,
         tags = $4, loudness = $5, renditions = $6, processed_at = now()
       WHERE track_id = $1`,
      [
        trackId,
        `masters/${trackId}/test.wav`,
        JSON.stringify(facts),
        JSON.stringify({ title: 'Tag Title', isrc: 'GBAYE0601498' }),
        JSON.stringify({ integratedLufs: -12, truePeakDbtp: -1, rangeLu: 5, trackGainDb: -2 }),
        JSON.stringify(renditions),
      ],
    );
    await db.query(
      'UPDATE tracks SET file_path = $2, preview_path = $3, duration_s = $4 WHERE id = $1',
      [trackId, files.stream, files.preview, durationS],
    );
  });
}

/** A slot's processing failed, its master stored (so it may be retried). */
export const markTrackFailed = (trackId: string, reason: string, detail: string) =>
  withDb((db) =>
    db.query(
      `UPDATE track_masters SET state = 'failed', master_path = $2, master_format = 'wav',
         attempts = attempts + 1, failure_reason = $3, failure_detail = $4
       WHERE track_id = $1`,
      [trackId, `masters/${trackId}/test.wav`, reason, detail],
    ),
  );

/**
 * A release with everything it needs to go public, through the studio's own routes: access,
 * genre, artwork, and `trackTitles` tracks made ready.
 */
export async function completeRelease(
  as: Studio,
  fields: { title: string; access_type?: string; trackTitles?: string[]; artist_id?: string },
): Promise<StudioRelease> {
  const created = ok(
    await as.post('/releases', {
      title: fields.title,
      access_type: fields.access_type ?? 'standard',
      genres: [await listedGenre()],
      ...(fields.artist_id === undefined ? {} : { artist_id: fields.artist_id }),
    }),
    201,
  );
  ok(await as.upload(`/releases/${created.id}/artwork`, await imageOf(1400, 1400)), 201);
  for (const [index, title] of (fields.trackTitles ?? ['Headlights']).entries()) {
    const slot = ok(
      await as.post<StudioTrack>(`/releases/${created.id}/tracks`, {
        file_name: `${String(index + 1).padStart(2, '0')} ${title}.wav`,
        file_size: 52_000_000,
        title,
      }),
      201,
    );
    await markTrackReady(slot.id);
  }
  return ok(await as.get(`/releases/${created.id}`));
}

/** The audit rows of one target, oldest first. */
export const auditOf = (targetId: string) =>
  withDb(async (db) => {
    const { rows } = await db.query<{
      actor_id: string;
      action: string;
      target_type: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }>(
      `SELECT actor_id, action, target_type, before, after FROM admin_audit_log
       WHERE target_id = $1 ORDER BY at, id`,
      [targetId],
    );
    return rows;
  });

/** Polls until `check` returns a value, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not so after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
