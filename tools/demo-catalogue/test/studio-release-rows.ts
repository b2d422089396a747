import type pg from 'pg';

import { DEMO_ACCOUNTS } from '../src/demo/index.js';

const artistEmail = DEMO_ACCOUNTS.find((account) => account.role === 'artist')?.email ?? '';

export interface StudioTrackRow {
  title: string;
  track_number: number;
  listed: boolean;
  file_path: string;
  preview_path: string | null;
  state: string;
  attempts: number;
  master_path: string | null;
  processed_at: string | null;
  facts: { durationS: number; lossless: boolean; format: string } | null;
  loudness: { integratedLufs: number } | null;
  renditions: {
    version: string;
    streamAac: { path: string };
    streamMp3: string;
    previewAac: string;
    previewMp3: string;
    flac: string | null;
    peaks: string;
  } | null;
}

export interface StudioReleaseRow {
  album_id: string;
  state: string;
  release_type: string;
  title: string;
  artwork_url: string | null;
  access_type: string;
  listed: boolean;
  genres: string[];
  tracks: StudioTrackRow[];
}

/** Every studio release of the profile the demo artist account manages, with its tracks. */
export async function demoArtistReleases(db: pg.ClientBase): Promise<StudioReleaseRow[]> {
  const { rows: releases } = await db.query<Omit<StudioReleaseRow, 'tracks'>>(
    `SELECT r.album_id, r.state::text AS state, r.release_type::text AS release_type, a.title,
              a.artwork_url, a.access_type::text AS access_type, a.listed,
              coalesce(array_agg(g.name ORDER BY g.name) FILTER (WHERE g.name IS NOT NULL), '{}')
                AS genres
         FROM users u
         JOIN releases r ON r.artist_id = u.artist_id
         JOIN albums a ON a.id = r.album_id
         LEFT JOIN album_genres ag ON ag.album_id = a.id
         LEFT JOIN genres g ON g.id = ag.genre_id
        WHERE u.email = $1
        GROUP BY r.album_id, r.state, r.release_type, a.id
        ORDER BY r.created_at`,
    [artistEmail],
  );
  const withTracks: StudioReleaseRow[] = [];
  for (const release of releases) {
    const { rows: tracks } = await db.query<StudioTrackRow>(
      `SELECT t.title, t.track_number, t.listed, t.file_path, t.preview_path,
                m.state::text AS state, m.attempts, m.master_path, m.processed_at::text,
                m.facts, m.loudness, m.renditions
           FROM tracks t JOIN track_masters m ON m.track_id = t.id
          WHERE t.album_id = $1 ORDER BY t.track_number`,
      [release.album_id],
    );
    withTracks.push({ ...release, tracks });
  }
  return withTracks;
}

/** What a rendition set names: the files the player, the studio and downloads read. */
export const renditionFiles = (track: StudioTrackRow): string[] => {
  const set = track.renditions;
  if (set === null) return [];
  return [
    set.streamAac.path,
    set.streamMp3,
    set.previewAac,
    set.previewMp3,
    set.peaks,
    ...(set.flac === null ? [] : [set.flac]),
  ];
};
