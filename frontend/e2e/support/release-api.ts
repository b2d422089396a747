import { type APIRequestContext, expect } from '@playwright/test';

import { DEMO_EMAILS, DEMO_PASSWORD } from './demo-accounts';
import { type FilePayload, sineWav } from './studio-media';

/** Upload and processing by the embedded worker: a bound, as studio.spec.ts uses. */
const PROCESSING_MS = 90_000;

export interface ArtistApi {
  headers: Record<string, string>;
}

export interface PublishedRelease {
  id: string;
  title: string;
  /** Its public address is /album/{slug}. */
  slug: string;
  artistId: string;
}

/** The demo artist (Neon Harbor) signed in over the API, as the README's walk-through does. */
export async function demoArtistApi(request: APIRequestContext): Promise<ArtistApi> {
  const reply = await request.post('/api/auth/login', {
    data: { email: DEMO_EMAILS.artist, password: DEMO_PASSWORD },
  });
  expect(reply.status()).toBe(200);
  const { session } = (await reply.json()) as { session: { access_token: string } };
  return { headers: { authorization: `Bearer ${session.access_token}` } };
}

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** A new single of the artist's own with a genre and free access: no tracks, no cover yet. */
export async function draftSingleViaApi(
  request: APIRequestContext,
  artist: ArtistApi,
  title: string,
): Promise<{ id: string }> {
  const genres = (await (await request.get('/api/public/genres')).json()) as { name: string }[];
  const genre = genres[0]?.name;
  expect(genre).toBeDefined();
  const created = await request.post('/api/studio/releases', {
    headers: artist.headers,
    data: { title, release_type: 'single', access_type: 'free', genres: [genre] },
  });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { id: string }).id };
}

/**
 * A single with everything publishing needs, made through the studio's API exactly as the README
 * shows: the release, a track slot, its master over tus, processing, a cover. Not published.
 */
export async function readySingleViaApi(
  request: APIRequestContext,
  artist: ArtistApi,
  release: { title: string; cover: FilePayload },
): Promise<{ id: string }> {
  const { headers } = artist;
  const { id } = await draftSingleViaApi(request, artist, release.title);

  const master = sineWav(`${release.title}.wav`, 8);
  const slot = await request.post(`/api/studio/releases/${id}/tracks`, {
    headers,
    data: { file_name: master.name, file_size: master.buffer.length },
  });
  expect(slot.status()).toBe(201);
  const track = (await slot.json()) as { id: string };

  const upload = await request.post('/api/studio/uploads', {
    headers: {
      ...headers,
      'tus-resumable': '1.0.0',
      'upload-length': String(master.buffer.length),
      'upload-metadata': `trackId ${base64(track.id)},filename ${base64(master.name)}`,
    },
  });
  expect(upload.status()).toBe(201);
  const location = upload.headers().location;
  expect(location).toBeDefined();
  const sent = await request.patch(location ?? '', {
    headers: {
      ...headers,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data: master.buffer,
  });
  expect(sent.status()).toBe(204);

  await expect
    .poll(
      async () => {
        const reply = await request.get(`/api/studio/releases/${id}`, { headers });
        const body = (await reply.json()) as { tracks: { state: string }[] };
        return body.tracks.map((item) => item.state);
      },
      { timeout: PROCESSING_MS },
    )
    .toEqual(['ready']);

  const artwork = await request.post(`/api/studio/releases/${id}/artwork`, {
    headers,
    multipart: { file: release.cover },
  });
  expect(artwork.ok()).toBe(true);
  return { id };
}

/**
 * A single of the artist's own, ready and then published, as the README shows. Each test makes
 * its own under its own title, so runs side by side never touch each other's release.
 */
export async function publishSingleViaApi(
  request: APIRequestContext,
  artist: ArtistApi,
  release: { title: string; cover: FilePayload },
): Promise<PublishedRelease> {
  const { id } = await readySingleViaApi(request, artist, release);
  return { ...(await publish(request, artist, id)), title: release.title };
}

/** Publishes the artist's release now (again, after a restore). */
export async function publish(
  request: APIRequestContext,
  artist: ArtistApi,
  id: string,
): Promise<PublishedRelease> {
  const published = await request.post(`/api/studio/releases/${id}/publish`, {
    headers: artist.headers,
    data: {},
  });
  expect(published.status()).toBe(200);
  const body = (await published.json()) as {
    id: string;
    title: string;
    slug: string | null;
    state: string;
    artist_id: string;
  };
  expect(body.state).toBe('published');
  expect(body.slug).not.toBeNull();
  return { id: body.id, title: body.title, slug: body.slug ?? '', artistId: body.artist_id };
}
