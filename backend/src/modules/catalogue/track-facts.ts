import { Injectable } from '@nestjs/common';

import { preparedStatement, SqlPool } from '../../platform/database/index.js';
import type { AccessType } from './domain/access-type.js';

/** What the catalogue states about a track, for modules that must not take a client's word. */
export interface TrackFacts {
  id: string;
  title: string;
  artistId: string;
  artistName: string;
  albumId: string;
  albumTitle: string;
  accessType: AccessType;
  /** Whole milliseconds. */
  durationMs: number;
  hasPreview: boolean;
  /**
   * Whether the public sees it: listed, on a listed album (docs/adr/0044). The facts of hidden
   * tracks are given too: their buyers still play them, and their artist's figures count them.
   */
  listed: boolean;
}

interface TrackFactsRow {
  id: string;
  title: string;
  artist_id: string;
  artist_name: string;
  album_id: string;
  album_title: string;
  access_type: AccessType;
  duration_ms: number;
  has_preview: boolean;
  listed: boolean;
}

const TRACK_FACTS = preparedStatement<TrackFactsRow, [string[]]>(
  'catalogue-track-facts',
  `SELECT t.id, t.title, ar.id AS artist_id, ar.name AS artist_name, al.id AS album_id,
          al.title AS album_title, al.access_type, round(t.duration_s * 1000)::int AS duration_ms,
          t.preview_path IS NOT NULL AS has_preview, t.listed AND al.listed AS listed
     FROM tracks t
     JOIN albums al ON al.id = t.album_id
     JOIN artists ar ON ar.id = t.artist_id
    WHERE t.id = ANY($1::uuid[])`,
);

/**
 * Tracks by id, hidden or not, with one statement for any number of them; unknown ids are simply
 * absent.
 */
@Injectable()
export class TrackFactsReader {
  constructor(private readonly db: SqlPool) {}

  async factsOf(ids: readonly string[]): Promise<Map<string, TrackFacts>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.query(TRACK_FACTS, [[...new Set(ids)]]);
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          title: row.title,
          artistId: row.artist_id,
          artistName: row.artist_name,
          albumId: row.album_id,
          albumTitle: row.album_title,
          accessType: row.access_type,
          durationMs: row.duration_ms,
          hasPreview: row.has_preview,
          listed: row.listed,
        },
      ]),
    );
  }
}
