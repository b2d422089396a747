import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import { type AccessType, CatalogueWriter } from '../../src/modules/catalogue/index.js';
import { withDb } from '../support/db.js';
import { pickTrack, seededTracks } from '../media/media-fixtures.js';

/** A release's track as the tests address it. */
export interface ReleaseTrack {
  id: string;
  title: string;
  /** `audio/<track id>/1/stream.mp3`: the pipeline's layout (ADR 0042). */
  filePath: string;
  previewPath: string;
}

export interface Release {
  albumId: string;
  slug: string;
  title: string;
  accessType: AccessType;
  tracks: ReleaseTrack[];
}

export interface ReleaseArtist {
  id: string;
  name: string;
  slug: string;
  /** The genre only this artist's releases carry. */
  genre: string;
}

const mediaDir = (): string => process.env.MEDIA_DIR ?? '';

/** An artist profile of its own (profiles are made by admins; publishing adds their releases). */
export async function insertArtist(tag: string): Promise<ReleaseArtist> {
  const name = `Marrowfield ${tag}`;
  const slug = `marrowfield-${tag}`;
  const id = await withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      'INSERT INTO artists (name, slug) VALUES ($1, $2) RETURNING id',
      [name, slug],
    );
    return rows[0]?.id ?? '';
  });
  return { id, name, slug, genre: `Glasswave ${tag}` };
}

/**
 * A release as publishing writes it, through the catalogue's writer in one transaction: the album
 * and its tracks unlisted, each track's audio in place (a demo track's bytes under the pipeline's
 * layout), lyrics on the first track, the artist's own genre.
 */
export async function writeRelease(
  app: NestFastifyApplication,
  artist: ReleaseArtist,
  release: { title: string; slug: string; accessType: AccessType; trackTitles: string[] },
): Promise<Release> {
  const writer = app.get(CatalogueWriter);
  const demo = pickTrack(await seededTracks(), (track) => track.preview_path !== null);
  const written = await app
    .get(EntityManager)
    .fork()
    .transactional(async (tx) => {
      const albumId = await writer.createAlbum(tx, {
        artistId: artist.id,
        title: release.title,
        accessType: release.accessType,
      });
      await writer.updateAlbum(tx, albumId, { slug: release.slug, releaseDate: '2099-12-31' });
      await writer.setAlbumGenres(tx, albumId, [artist.genre]);
      const tracks: ReleaseTrack[] = [];
      for (const [index, title] of release.trackTitles.entries()) {
        const id = await writer.createTrack(tx, {
          albumId,
          artistId: artist.id,
          title,
          trackNumber: index + 1,
        });
        const track = {
          id,
          title,
          filePath: `audio/${id}/1/stream.mp3`,
          previewPath: `audio/${id}/1/preview.mp3`,
        };
        await writer.setTrackAudio(tx, id, {
          filePath: track.filePath,
          previewPath: track.previewPath,
          durationS: demo.duration_s,
        });
        if (index === 0) {
          await writer.updateTrack(tx, id, { lyricsPlain: `Lanterns over ${title}` });
        }
        tracks.push(track);
      }
      return { albumId, tracks };
    });
  for (const track of written.tracks) {
    for (const path of [track.filePath, track.previewPath]) {
      await mkdir(dirname(join(mediaDir(), path)), { recursive: true });
      await copyFile(join(mediaDir(), demo.file_path), join(mediaDir(), path));
    }
  }
  return { ...release, ...written };
}

/** What publishing does on publish (listed: true, its tracks) and on take-down (false, none). */
export async function setListed(
  app: NestFastifyApplication,
  release: Release,
  listed: boolean,
): Promise<void> {
  await app
    .get(EntityManager)
    .fork()
    .transactional((tx) =>
      app.get(CatalogueWriter).setListed(tx, release.albumId, {
        album: listed,
        trackIds: listed ? release.tracks.map((track) => track.id) : [],
      }),
    );
}

/** A paid Soundcheck purchase and the grant it gives, as payments write them. */
export const buy = (userId: string, release: Release): Promise<void> =>
  withDb(async (db) => {
    await db.query(
      `INSERT INTO purchases (user_id, album_id, access_type, price_id, amount, currency, status,
                              checkout_session_id, paid_at)
       VALUES ($1, $2, $3, 'price_test', 500, 'gbp', 'paid', $4, now())`,
      [userId, release.albumId, release.accessType, `cs_test_${randomUUID()}`],
    );
    await db.query(
      `INSERT INTO album_grants (user_id, album_id, access_type, granted_at)
       VALUES ($1, $2, $3, now())`,
      [userId, release.albumId, release.accessType],
    );
  });

/** Removes the artist, its releases, their purchases, genre and audio again. */
export async function removeArtist(artist: ReleaseArtist, releases: Release[]): Promise<void> {
  await withDb(async (db) => {
    const albumIds = releases.map((release) => release.albumId);
    await db.query('DELETE FROM purchases WHERE album_id = ANY($1::uuid[])', [albumIds]);
    await db.query('DELETE FROM artists WHERE id = $1', [artist.id]);
    await db.query('DELETE FROM genres WHERE name = $1', [artist.genre]);
  });
  for (const track of releases.flatMap((release) => release.tracks)) {
    await rm(join(mediaDir(), 'audio', track.id), { recursive: true, force: true });
  }
}

/**
 * Polls `check` until it holds (the caches that keep catalogue facts hear of a listing change
 * by a notification, a moment after the commit); fails with the last value after `seconds`.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  holds: (value: T) => boolean,
  seconds = 10,
): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (holds(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
