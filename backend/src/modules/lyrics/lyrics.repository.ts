import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { DURATION_TOLERANCE_S, type LyricsLookup, type NameMatch } from './domain/lyrics-lookup.js';

export interface CatalogueLyricsRow {
  id: string;
  track_name: string;
  artist_name: string;
  album_name: string;
  duration: number;
  synced_lyrics: string | null;
  plain_lyrics: string | null;
}

interface Clause {
  sql: string;
  params: unknown[];
}

/**
 * Same name as `column`: equal search keys, read from the search migration's expression indexes
 * (`<table>_search_key_index`, exactly as indexed). Names with no Latin letter or digit all have
 * the key '', so those are also compared as lower-cased text.
 */
function sameName(column: string, name: NameMatch): Clause {
  const key = `encore_search_key(${column}) COLLATE "C" = ?`;
  return name.key === ''
    ? { sql: `${key} AND lower(${column}) = lower(?)`, params: ['', name.text] }
    : { sql: key, params: [name.key] };
}

/** Lyrics text, or null when there is none or only whitespace. */
const text = (column: string): string => `nullif(btrim(${column}, E' \\t\\r\\n'), '')`;
const blank = (column: string): string => `${text(column)} IS NULL`;

/** Builds the one statement of a look-up (listed tracks only); exported for the plan test. */
export function catalogueLyricsSql(lookup: LyricsLookup): Clause {
  const where = [sameName('t.title', lookup.track), sameName('ar.name', lookup.artist)];
  if (lookup.durationS !== null) {
    where.push({
      sql: 't.duration_s BETWEEN ? AND ?',
      params: [lookup.durationS - DURATION_TOLERANCE_S, lookup.durationS + DURATION_TOLERANCE_S],
    });
  }
  // Best first: the asked-for album, synced over plain, the closest length, the first release
  // (an original before its live or deluxe versions), then a stable order.
  const order: Clause[] = [];
  if (lookup.album !== null) {
    const album = sameName('al.title', lookup.album);
    order.push({ sql: `(${album.sql}) DESC`, params: album.params });
  }
  order.push({ sql: `${blank('t.lyrics_synced')} ASC`, params: [] });
  if (lookup.durationS !== null) {
    order.push({ sql: 'abs(t.duration_s - ?) ASC', params: [lookup.durationS] });
  }
  order.push({ sql: 'al.release_date ASC NULLS LAST, t.created_at, t.id', params: [] });
  return {
    sql: `SELECT t.id, t.title AS track_name, ar.name AS artist_name, al.title AS album_name,
        t.duration_s::float8 AS duration, ${text('t.lyrics_synced')} AS synced_lyrics,
        ${text('t.lyrics_plain')} AS plain_lyrics
      FROM tracks t JOIN artists ar ON ar.id = t.artist_id JOIN albums al ON al.id = t.album_id
      WHERE ${where.map((clause) => clause.sql).join(' AND ')}
        AND NOT (${blank('t.lyrics_synced')} AND ${blank('t.lyrics_plain')})
        AND t.listed AND al.listed
      ORDER BY ${order.map((clause) => clause.sql).join(', ')} LIMIT 1`,
    params: [...where, ...order].flatMap((clause) => clause.params),
  };
}

/**
 * The catalogue's lyrics: the best public track (docs/adr/0044) with lyrics for a look-up, or
 * null.
 */
@Injectable()
export class LyricsRepository {
  constructor(private readonly em: EntityManager) {}

  async find(lookup: LyricsLookup): Promise<CatalogueLyricsRow | null> {
    const { sql, params } = catalogueLyricsSql(lookup);
    const rows = await this.em.execute<CatalogueLyricsRow[]>(sql, params);
    return rows[0] ?? null;
  }
}
