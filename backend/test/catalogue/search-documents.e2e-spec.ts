import { publicGet } from '../support/catalogue.js';
import { runTag } from '../lyrics/lyrics-fixtures.js';
import { withDb } from '../support/db.js';
import { ensureDemoSeeded } from '../support/run-cli.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Search across fields reads per-track and per-album documents (title, artist, album) that
 * statement triggers keep (migration search_documents): whatever writes the catalogue, a search
 * for "artist title" must see the names as they are now, and nothing of deleted rows.
 */
let t: TestApp;
beforeAll(async () => {
  await ensureDemoSeeded();
  t = await startTestApp();
}, 600_000);
afterAll(async () => {
  await removeRows();
  await t.close();
});

const ARTIST = 'Quillfeather Static';
const RENAMED = 'Marrowlight Static';

async function removeRows(): Promise<void> {
  await withDb(async (db) => {
    await db.query(
      `DELETE FROM tracks WHERE artist_id IN (SELECT id FROM artists WHERE name = ANY($1))`,
      [[ARTIST, RENAMED]],
    );
    await db.query(
      `DELETE FROM albums WHERE artist_id IN (SELECT id FROM artists WHERE name = ANY($1))`,
      [[ARTIST, RENAMED]],
    );
    await db.query(`DELETE FROM artists WHERE name = ANY($1)`, [[ARTIST, RENAMED]]);
  });
}

/** An artist with one album of two tracks, written straight to the tables (as a seed would). */
async function insertCatalogue(): Promise<{ artistId: string; albumId: string }> {
  return withDb(async (db) => {
    const artist = await db.query<{ id: string }>(
      `INSERT INTO artists (name, slug) VALUES ($1, 'quillfeather-static') RETURNING id`,
      [ARTIST],
    );
    const artistId = artist.rows[0]?.id ?? '';
    const album = await db.query<{ id: string }>(
      `INSERT INTO albums (title, slug, artist_id) VALUES ('Ember Parish', 'ember-parish', $1) RETURNING id`,
      [artistId],
    );
    const albumId = album.rows[0]?.id ?? '';
    await db.query(
      `INSERT INTO tracks (title, track_number, duration_s, file_path, album_id, artist_id)
       SELECT title, n, 60, 'audio/none.mp3', $1, $2
         FROM unnest(ARRAY['Gloamwire', 'Velvetine Hum']) WITH ORDINALITY AS x(title, n)`,
      [albumId, artistId],
    );
    return { artistId, albumId };
  });
}

const trackTitles = async (q: string): Promise<string[]> => {
  const reply = await publicGet<{ tracks: { title: string }[] }>(
    t.baseUrl,
    `track?q=${encodeURIComponent(q)}`,
  );
  expect(reply.status).toBe(200);
  return reply.body.tracks.map((track) => track.title);
};
const albumTitles = async (q: string): Promise<string[]> => {
  const reply = await publicGet<{ albums: { title: string }[] }>(
    t.baseUrl,
    `album?q=${encodeURIComponent(q)}`,
  );
  expect(reply.status).toBe(200);
  return reply.body.albums.map((album) => album.title);
};

test('new rows, renamed artists and albums, moved and deleted tracks: search follows', async () => {
  await removeRows();
  const { artistId, albumId } = await insertCatalogue();
  expect((await trackTitles('quillfeather static gloamwire'))[0]).toBe('Gloamwire');
  expect((await albumTitles('ember parish quillfeather static'))[0]).toBe('Ember Parish');

  await withDb((db) => db.query(`UPDATE artists SET name = $1 WHERE id = $2`, [RENAMED, artistId]));
  expect(await trackTitles('quillfeather static gloamwire')).not.toContain('Gloamwire');
  expect((await trackTitles('gloamwire marrowlight static'))[0]).toBe('Gloamwire');
  expect((await albumTitles('marrowlight static ember parish'))[0]).toBe('Ember Parish');

  await withDb((db) =>
    db.query(`UPDATE albums SET title = 'Cinder Vestry' WHERE id = $1`, [albumId]),
  );
  expect(await trackTitles('ember parish marrowlight')).toEqual([]);
  expect(await trackTitles('cinder vestry marrowlight static')).toEqual(
    expect.arrayContaining(['Gloamwire', 'Velvetine Hum']),
  );

  await withDb((db) =>
    db.query(
      `UPDATE tracks SET title = 'Gloamwire Reprise' WHERE title = 'Gloamwire' AND album_id = $1`,
      [albumId],
    ),
  );
  expect((await trackTitles('marrowlight static gloamwire reprise'))[0]).toBe('Gloamwire Reprise');

  await withDb((db) => db.query(`DELETE FROM tracks WHERE album_id = $1`, [albumId]));
  expect(await trackTitles('marrowlight static gloamwire')).toEqual([]);
  const orphans = await withDb(async (db) => {
    const { rows } = await db.query<{ count: string }>(
      `SELECT count(*) FROM track_search_documents d
        WHERE NOT EXISTS (SELECT FROM tracks x WHERE x.id = d.track_id)`,
    );
    return Number(rows[0]?.count);
  });
  expect(orphans).toBe(0);
});

test('every public track and album has exactly its current search document, hidden ones none', async () => {
  const stale = await withDb(async (db) => {
    const { rows } = await db.query<{ tracks: string; albums: string }>(
      `SELECT
         (SELECT count(*) FROM tracks t JOIN artists ar ON ar.id = t.artist_id
            JOIN albums al ON al.id = t.album_id
            LEFT JOIN track_search_documents d ON d.track_id = t.id
           WHERE CASE WHEN t.listed AND al.listed
             THEN d.document IS DISTINCT FROM encore_search_document(t.title, ar.name, al.title)
               OR d.own_key IS DISTINCT FROM encore_search_key(t.title)
               OR d.artist_key IS DISTINCT FROM encore_search_key(ar.name)
               OR d.album_key IS DISTINCT FROM encore_search_key(al.title)
             ELSE d.track_id IS NOT NULL END) AS tracks,
         (SELECT count(*) FROM albums al JOIN artists ar ON ar.id = al.artist_id
            LEFT JOIN album_search_documents d ON d.album_id = al.id
           WHERE CASE WHEN al.listed
             THEN d.document IS DISTINCT FROM encore_search_document(al.title, ar.name, NULL)
               OR d.own_key IS DISTINCT FROM encore_search_key(al.title)
               OR d.artist_key IS DISTINCT FROM encore_search_key(ar.name)
             ELSE d.album_id IS NOT NULL END) AS albums`,
    );
    return rows[0];
  });
  expect(stale).toEqual({ tracks: '0', albums: '0' });
});

test('a row has its document only while it is public; an unpublished title stays out of the words', async () => {
  const tag = runTag();
  const { artistId, albumId, trackIds } = await withDb(async (db) => {
    const artist = await db.query<{ id: string }>(
      'INSERT INTO artists (name) VALUES ($1) RETURNING id',
      [`Hollowmere ${tag}`],
    );
    const album = await db.query<{ id: string }>(
      `INSERT INTO albums (title, artist_id, listed) VALUES ($1, $2, false) RETURNING id`,
      [`Draftalbum${tag}`, artist.rows[0]?.id],
    );
    const tracks = await db.query<{ id: string }>(
      `INSERT INTO tracks (title, track_number, duration_s, file_path, album_id, artist_id, listed)
       SELECT title, n, 60, 'audio/none.mp3', $1, $2, false
         FROM unnest(ARRAY[$3, $4]) WITH ORDINALITY AS x(title, n) RETURNING id`,
      [album.rows[0]?.id, artist.rows[0]?.id, `Drafttrack${tag}`, `Othertrack${tag}`],
    );
    return {
      artistId: artist.rows[0]?.id ?? '',
      albumId: album.rows[0]?.id ?? '',
      trackIds: tracks.rows.map((row) => row.id),
    };
  });
  const state = () =>
    withDb(async (db) => {
      const { rows } = await db.query<{ albums: number; tracks: number; words: string[] }>(
        `SELECT (SELECT count(*)::int FROM album_search_documents WHERE album_id = $1) AS albums,
                (SELECT count(*)::int FROM track_search_documents WHERE track_id = ANY($2)) AS tracks,
                array(SELECT word FROM search_words WHERE word LIKE '%_' || $3 ORDER BY word) AS words`,
        [albumId, trackIds, tag],
      );
      return rows[0];
    });
  const run = (sql: string, values: unknown[]) => withDb((db) => db.query(sql, values));
  try {
    expect(await state()).toEqual({ albums: 0, tracks: 0, words: [] });

    // Published: the album first, then its tracks (CatalogueWriter.setListed's order).
    await run('UPDATE albums SET listed = true WHERE id = $1', [albumId]);
    expect(await state()).toMatchObject({ albums: 1, tracks: 0 });
    await run('UPDATE tracks SET listed = true WHERE album_id = $1', [albumId]);
    expect(await state()).toEqual({
      albums: 1,
      tracks: 2,
      words: [`draftalbum${tag}`, `drafttrack${tag}`, `othertrack${tag}`],
    });

    // Taken down by the album alone, then published again: its listed tracks come back with it.
    await run('UPDATE albums SET listed = false WHERE id = $1', [albumId]);
    expect(await state()).toMatchObject({ albums: 0, tracks: 0 });
    await run('UPDATE albums SET listed = true WHERE id = $1', [albumId]);
    expect(await state()).toMatchObject({ albums: 1, tracks: 2 });
    await run('UPDATE tracks SET listed = false WHERE id = $1', [trackIds[1]]);
    expect(await state()).toMatchObject({ albums: 1, tracks: 1 });
    // Renamed while hidden: no document, no words until it is public again.
    await run('UPDATE tracks SET title = $1 WHERE id = $2', [`Renamedtrack${tag}`, trackIds[1]]);
    expect(await state()).toMatchObject({ tracks: 1 });
    expect((await state())?.words).not.toContain(`renamedtrack${tag}`);
  } finally {
    await run('DELETE FROM artists WHERE id = $1', [artistId]);
  }
});
