/**
 * The naive search we compare with: `ILIKE '%q%'` on each list's own name or title, sorted by
 * it, 20 rows (no accent, punctuation or typo handling). Run straight on PostgreSQL — no HTTP in
 * between, which only flatters it.
 */
import pg from 'pg';

const SQL = {
  artist: `SELECT ar.id, ar.slug, ar.name, ar.image_url FROM artists ar
            WHERE ar.name ILIKE $1 ORDER BY ar.name LIMIT 20`,
  album: `SELECT al.id, al.slug, al.title, al.artwork_url, ar.name AS artist_name
            FROM albums al JOIN artists ar ON ar.id = al.artist_id
           WHERE al.title ILIKE $1 ORDER BY al.title LIMIT 20`,
  track: `SELECT t.id, t.title, t.file_path, al.title AS album_title, ar.name AS artist_name
            FROM tracks t JOIN albums al ON al.id = t.album_id JOIN artists ar ON ar.id = t.artist_id
           WHERE t.title ILIKE $1 ORDER BY t.title LIMIT 20`,
};

const pattern = (q) => `%${q.trim().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A pool as large as the API's search pool. A call not started within `timeoutMs` of its
 * scheduled time is dropped as a timeout (the client gives up after 10 s, spec §8), so an
 * overloaded baseline cannot queue work for minutes.
 */
export function ilikeBaseline(databaseUrl, { poolSize, timeoutMs }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  return {
    /** Resolves { status: 'ok' | 'timeout' | 'error' } (never rejects). */
    async call(kind, q, due) {
      const client = await pool.connect();
      try {
        const left = Math.floor(due + timeoutMs - performance.now());
        if (left <= 0) return { status: 'timeout' };
        await client.query(`SET statement_timeout = ${left}`);
        await client.query(SQL[kind], [pattern(q)]);
        return { status: 'ok' };
      } catch (error) {
        return { status: error?.code === '57014' ? 'timeout' : 'error', detail: error?.message };
      } finally {
        client.release();
      }
    },
    end: () => pool.end(),
  };
}
