import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { ReleaseState } from '../domain/release-state.js';
import type { StudioCaller } from '../domain/studio-subject.js';
import type { TrackState } from '../domain/track-state.js';

/** A track slot as an upload request sees it: its state, its release's, and who the caller is. */
export interface SlotAccess {
  trackId: string;
  state: TrackState;
  /** The tus upload the slot is waiting for (or last received); null before any. */
  uploadId: string | null;
  masterPath: string | null;
  expectedSize: number;
  originalName: string;
  releaseState: ReleaseState;
  releaseArtistId: string;
  albumId: string;
  /** When the public first got the track (docs/adr/0050); null while never. */
  firstListedAt: Date | null;
  /** The caller as the studio's rule knows them (a disabled or unknown account: a listener). */
  caller: StudioCaller;
}

interface SlotAccessRow {
  track_id: string;
  state: TrackState;
  upload_id: string | null;
  master_path: string | null;
  expected_size: string;
  original_name: string;
  release_state: ReleaseState;
  release_artist_id: string;
  album_id: string;
  first_listed_at: Date | string | null;
  caller_role: StudioCaller['role'] | null;
  caller_artist_id: string | null;
}

/** An upload the slots are waiting for, for the expiry job. */
export interface PendingUpload {
  trackId: string;
  uploadId: string;
  /** When the slot last changed (the upload's start, at the latest). */
  updatedAt: Date;
}

const toAccess = (row: SlotAccessRow): SlotAccess => ({
  trackId: row.track_id,
  state: row.state,
  uploadId: row.upload_id,
  masterPath: row.master_path,
  expectedSize: Number(row.expected_size),
  originalName: row.original_name,
  releaseState: row.release_state,
  releaseArtistId: row.release_artist_id,
  albumId: row.album_id,
  firstListedAt: row.first_listed_at === null ? null : new Date(row.first_listed_at),
  caller: { role: row.caller_role ?? 'listener', artistId: row.caller_artist_id },
});

/**
 * The slot, its release's artist and the caller's account in one statement (track_masters →
 * tracks.album_id → releases.artist_id; users.artist_id): the studio's pure rule
 * (domain/studio-subject.ts) then says whether the caller owns it or acts as an admin.
 */
const ACCESS_SQL = `
  select m.track_id, m.state, m.upload_id, m.master_path, m.expected_size, m.original_name,
         m.first_listed_at, t.album_id, r.state as release_state, r.artist_id as release_artist_id,
         u.role as caller_role, u.artist_id as caller_artist_id
  from track_masters m
  join tracks t on t.id = m.track_id
  join releases r on r.album_id = t.album_id
  left join users u on u.id = ? and u.disabled_at is null`;

/**
 * What uploads read and write of `track_masters` besides the shared repository's state changes
 * (docs/adr/0043): who may upload into a slot, the announced size and name, and the outcomes only
 * an upload has (refused, cancelled, expired) — each conditional on the slot still waiting for
 * that very upload, so a newer upload into the same slot is never touched by an older one's end.
 */
@Injectable()
export class UploadSlots {
  /** The slot of `trackId` as `userId` sees it; `lock`: for update, inside a transaction. */
  async byTrack(
    em: EntityManager,
    trackId: string,
    userId: string,
    options: { lock?: boolean } = {},
  ): Promise<SlotAccess | null> {
    const [row] = await em.execute<SlotAccessRow[]>(
      `${ACCESS_SQL} where m.track_id = ?${options.lock === true ? ' for update of m' : ''}`,
      [userId, trackId],
    );
    return row ? toAccess(row) : null;
  }

  /** The slot whose current upload is `uploadId`, as `userId` sees it. */
  async byUpload(em: EntityManager, uploadId: string, userId: string): Promise<SlotAccess | null> {
    const [row] = await em.execute<SlotAccessRow[]>(`${ACCESS_SQL} where m.upload_id = ?`, [
      userId,
      uploadId,
    ]);
    return row ? toAccess(row) : null;
  }

  /**
   * The file's real length and name, from the upload that is starting: the size announced with
   * the slot was the studio's expectation, the upload is the fact (a replacement file for a
   * failed slot is usually another size).
   */
  async announce(
    tx: EntityManager,
    trackId: string,
    file: { size: number; name: string },
  ): Promise<void> {
    await tx.execute(
      'update track_masters set expected_size = ?, original_name = ? where track_id = ?',
      [file.size, file.name, trackId],
    );
  }

  /**
   * Locks the slot (for update, in `tx`) if it is still waiting for exactly this upload; false
   * when it was cancelled, replaced, expired or deleted meanwhile.
   */
  async lockWaitingFor(tx: EntityManager, trackId: string, uploadId: string): Promise<boolean> {
    const rows = await tx.execute<{ track_id: string }[]>(
      `select track_id from track_masters
       where track_id = ? and upload_id = ? and state = 'uploading' for update`,
      [trackId, uploadId],
    );
    return rows.length > 0;
  }

  /** The upload was refused or given up on: `failed` with the reason, if it is still the slot's. */
  async uploadFailed(
    em: EntityManager,
    uploadId: string,
    failure: { reason: string; detail: string },
  ): Promise<string | null> {
    const [row] = await em.execute<{ track_id: string }[]>(
      `update track_masters set state = 'failed', step = null, failure_reason = ?,
         failure_detail = ?, updated_at = now()
       where upload_id = ? and state = 'uploading'
       returning track_id`,
      [failure.reason, failure.detail.slice(0, 4000), uploadId],
    );
    return row?.track_id ?? null;
  }

  /** The owner cancelled the upload (tus termination): the slot waits for a file again. */
  async uploadCancelled(em: EntityManager, uploadId: string): Promise<void> {
    await em.execute(
      `update track_masters set state = 'awaiting_upload', upload_id = null, updated_at = now()
       where upload_id = ? and state = 'uploading'`,
      [uploadId],
    );
  }

  /** Every slot waiting for the rest of an upload. */
  async pending(em: EntityManager): Promise<PendingUpload[]> {
    const rows = await em.execute<
      { track_id: string; upload_id: string; updated_at: Date | string }[]
    >(
      `select track_id, upload_id, updated_at from track_masters
       where state = 'uploading' and upload_id is not null`,
    );
    return rows.map((row) => ({
      trackId: row.track_id,
      uploadId: row.upload_id,
      // A raw statement may read the timestamp as text.
      updatedAt: new Date(row.updated_at),
    }));
  }

  /** Which of `uploadIds` a slot still refers to (its current upload, finished or not). */
  async referenced(em: EntityManager, uploadIds: readonly string[]): Promise<Set<string>> {
    if (uploadIds.length === 0) return new Set();
    const rows = await em.execute<{ upload_id: string }[]>(
      'select upload_id from track_masters where upload_id in (?)',
      [[...uploadIds]],
    );
    return new Set(rows.map((row) => row.upload_id));
  }
}
