import { randomBytes } from 'node:crypto';

import { withDb } from '../support/db.js';

export interface FixtureTrack {
  title: string;
  durationS: number;
  synced?: string | null;
  plain?: string | null;
}

export interface FixtureAlbum {
  title: string;
  releaseDate: string;
  tracks: FixtureTrack[];
}

export interface FixtureArtist {
  name: string;
  albums: FixtureAlbum[];
}

/** Letters only (digits would change no key, but read badly): names stay unique per run. */
export const runTag = (): string =>
  Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

/**
 * Writes artists, albums and tracks straight into the catalogue tables and returns a function
 * that removes them again (the search words they added stay: they are never pruned).
 */
export async function insertCatalogue(artists: FixtureArtist[]): Promise<() => Promise<void>> {
  const artistIds: string[] = [];
  await withDb(async (db) => {
    for (const artist of artists) {
      const { rows } = await db.query<{ id: string }>(
        'INSERT INTO artists (name) VALUES ($1) RETURNING id',
        [artist.name],
      );
      const artistId = rows[0]?.id ?? '';
      artistIds.push(artistId);
      for (const album of artist.albums) {
        const inserted = await db.query<{ id: string }>(
          'INSERT INTO albums (title, release_date, artist_id) VALUES ($1, $2, $3) RETURNING id',
          [album.title, album.releaseDate, artistId],
        );
        const albumId = inserted.rows[0]?.id ?? '';
        for (const [index, track] of album.tracks.entries()) {
          await db.query(
            `INSERT INTO tracks (title, track_number, duration_s, file_path, lyrics_synced,
               lyrics_plain, album_id, artist_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [
              track.title,
              index + 1,
              track.durationS,
              `audio/fixture-${albumId}-${index + 1}.mp3`,
              track.synced ?? null,
              track.plain ?? null,
              albumId,
              artistId,
            ],
          );
        }
      }
    }
  });
  return () =>
    withDb(async (db) => {
      await db.query('DELETE FROM tracks WHERE artist_id = ANY($1::uuid[])', [artistIds]);
      await db.query('DELETE FROM albums WHERE artist_id = ANY($1::uuid[])', [artistIds]);
      await db.query('DELETE FROM artists WHERE id = ANY($1::uuid[])', [artistIds]);
    });
}
