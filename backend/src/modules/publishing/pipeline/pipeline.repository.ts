import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { albumGain, type AlbumTrackLoudness } from '../domain/loudness.js';
import type { FillableTrack } from '../domain/tag-defaults.js';
import type { Loudness, Renditions } from '../domain/track-master.js';
import type { TrackState } from '../domain/track-state.js';

/** A master's row as a job sees it while holding its lock. */
export interface LockedMaster {
  state: TrackState;
  attempts: number;
  renditions: Renditions | null;
  previewStartSeconds: number | null;
  albumId: string;
  /** Seconds since the last heartbeat (null: none yet). */
  silentS: number | null;
}

/**
 * The pipeline's own statements beside TrackMastersRepository's state changes: the row lock a
 * job takes before switching a track to its outputs (so an outdated job — an earlier attempt, a
 * preview cut for a start since changed — can tell and step aside), a re-cut preview, and what
 * the album's gain is computed from.
 */
@Injectable()
export class PipelineRepository {
  /** The fields of a track its file's tags may fill (domain/tag-defaults.ts), as they are now. */
  async fillableTrack(tx: EntityManager, trackId: string): Promise<FillableTrack | null> {
    const [row] = await tx.execute<
      {
        title: string;
        original_name: string;
        isrc: string | null;
        lyrics_plain: string | null;
        lyrics_synced: string | null;
      }[]
    >(
      `select t.title, m.original_name, m.isrc, t.lyrics_plain, t.lyrics_synced
       from tracks t join track_masters m on m.track_id = t.id where t.id = ?`,
      [trackId],
    );
    return row === undefined
      ? null
      : {
          title: row.title,
          originalName: row.original_name,
          isrc: row.isrc,
          lyricsPlain: row.lyrics_plain,
          lyricsSynced: row.lyrics_synced,
        };
  }

  async lock(tx: EntityManager, trackId: string): Promise<LockedMaster | null> {
    const [row] = await tx.execute<
      {
        state: TrackState;
        attempts: number;
        renditions: Renditions | null;
        preview_start_seconds: string | null;
        album_id: string;
        silent_s: number | null;
      }[]
    >(
      `select m.state, m.attempts, m.renditions, m.preview_start_seconds, t.album_id,
         extract(epoch from now() - m.heartbeat_at)::float8 as silent_s
       from track_masters m join tracks t on t.id = m.track_id
       where m.track_id = ? for update of m`,
      [trackId],
    );
    if (!row) return null;
    return {
      state: row.state,
      attempts: row.attempts,
      renditions: row.renditions,
      previewStartSeconds:
        row.preview_start_seconds === null ? null : Number(row.preview_start_seconds),
      albumId: row.album_id,
      silentS: row.silent_s,
    };
  }

  /** A ready track's renditions with a re-cut preview (only while it is still ready). */
  async replaceRenditions(
    tx: EntityManager,
    trackId: string,
    renditions: Renditions,
  ): Promise<void> {
    await tx.execute(
      `update track_masters set renditions = ?, updated_at = now()
       where track_id = ? and state = 'ready'`,
      [JSON.stringify(renditions), trackId],
    );
  }

  /**
   * The album's gain from its ready tracks (docs/adr/0042, 0048), for the catalogue to store;
   * null when none is ready.
   */
  async albumGainOf(tx: EntityManager, albumId: string): Promise<number | null> {
    const rows = await tx.execute<{ duration_s: number; loudness: Loudness }[]>(
      `select t.duration_s::float8 as duration_s, m.loudness
       from track_masters m join tracks t on t.id = m.track_id
       where t.album_id = ? and m.state = 'ready' and m.loudness is not null`,
      [albumId],
    );
    const tracks: AlbumTrackLoudness[] = rows.map((row) => ({
      durationS: row.duration_s,
      integratedLufs: row.loudness.integratedLufs,
      truePeakDbtp: row.loudness.truePeakDbtp,
    }));
    return albumGain(tracks);
  }
}
