import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

import { withDb } from '../support/db.js';
import { call, type Reply } from '../support/http.js';
import { ensureDemoSeeded } from '../support/run-cli.js';

export interface SeededTrack {
  file_path: string;
  preview_path: string | null;
  duration_s: number;
  access_type: string;
}

/**
 * Every demo track with its album's access type (the demo seed runs once per test run): the
 * tracks whose audio is in the media folder, not the rows other specs write without files.
 */
export async function seededTracks(): Promise<SeededTrack[]> {
  await ensureDemoSeeded();
  const mediaDir = process.env.MEDIA_DIR ?? '';
  const rows = await withDb(
    async (db) =>
      (
        await db.query<SeededTrack>(
          `select t.file_path, t.preview_path, t.duration_s::float8 as duration_s, a.access_type
             from tracks t join albums a on a.id = t.album_id
            order by a.slug, t.track_number`,
        )
      ).rows,
  );
  return rows.filter((track) => existsSync(join(mediaDir, track.file_path)));
}

export function pickTrack(
  tracks: readonly SeededTrack[],
  matches: (track: SeededTrack) => boolean,
): SeededTrack {
  const track = tracks.find(matches);
  if (!track) throw new Error('The demo catalogue has no such track');
  return track;
}

export interface RawReply extends Reply {
  bytes: Buffer;
}

/**
 * A request with the path sent exactly as written: fetch and URL normalise `../` and `%2e%2e`
 * away before sending, which would hide what an attacker's raw client can send.
 */
export function rawRequest(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawReply> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(`${baseUrl}/`, { method, path, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const json = (incoming.headers['content-type'] ?? '').includes('application/json');
        resolve({
          status: incoming.statusCode ?? 0,
          headers: new Headers(
            Object.entries(incoming.headers).map(([name, value]): [string, string] => [
              name,
              Array.isArray(value) ? value.join(', ') : (value ?? ''),
            ]),
          ),
          body: json ? (JSON.parse(bytes.toString('utf8')) as Record<string, unknown>) : {},
          bytes,
          ms: performance.now() - started,
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * The client's media calls against one app: a full track's and a preview's signed address
 * (as the player asks for them, with a token or without), and the first 100 bytes they open.
 */
export function mediaCalls(baseUrl: string) {
  const signed = (route: 'audio' | 'preview', filePath: string, token: string | null) =>
    call<{ signedUrl: string }>(
      baseUrl,
      'GET',
      `/api/media/${route}?filePath=${encodeURIComponent(filePath)}`,
      { token },
    );
  return {
    fullUrl: (filePath: string, token?: string) => signed('audio', filePath, token ?? null),
    previewUrl: (filePath: string) => signed('preview', filePath, null),
    stream: (signedUrl: string) => rawRequest(baseUrl, signedUrl, { range: 'bytes=0-99' }),
  };
}
