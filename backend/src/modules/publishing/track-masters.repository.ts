import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type {
  AudioFacts,
  FileTags,
  Loudness,
  Renditions,
  TrackMaster,
} from './domain/track-master.js';
import type { ProcessingStep } from './domain/track-state.js';

interface TrackMasterRow {
  track_id: string;
  state: TrackMaster['state'];
  expected_size: string;
  original_name: string;
  upload_id: string | null;
  master_path: string | null;
  master_format: string | null;
  content_sha256: string | null;
  step: ProcessingStep | null;
  progress: number;
  heartbeat_at: Date | null;
  failure_reason: string | null;
  failure_detail: string | null;
  attempts: number;
  preview_start_seconds: string | null;
  isrc: string | null;
  credits: string | null;
  facts: AudioFacts | null;
  tags: FileTags | null;
  loudness: Loudness | null;
  renditions: Renditions | null;
  processed_at: Date | null;
  first_listed_at: Date | string | null;
}

const toMaster = (row: TrackMasterRow): TrackMaster => ({
  trackId: row.track_id,
  state: row.state,
  expectedSize: Number(row.expected_size),
  originalName: row.original_name,
  uploadId: row.upload_id,
  masterPath: row.master_path,
  masterFormat: row.master_format,
  contentSha256: row.content_sha256,
  step: row.step,
  progress: row.progress,
  heartbeatAt: row.heartbeat_at,
  failureReason: row.failure_reason,
  failureDetail: row.failure_detail,
  attempts: row.attempts,
  previewStartSeconds:
    row.preview_start_seconds === null ? null : Number(row.preview_start_seconds),
  isrc: row.isrc,
  credits: row.credits,
  facts: row.facts,
  tags: row.tags,
  loudness: row.loudness,
  renditions: row.renditions,
  processedAt: row.processed_at,
  firstListedAt: row.first_listed_at === null ? null : new Date(row.first_listed_at),
});

/** What the pipeline stores when a master was processed (one transaction with the catalogue's paths). */
export interface ProcessedMaster {
  facts: AudioFacts;
  tags: FileTags;
  loudness: Loudness;
  renditions: Renditions;
}

/**
 * The `track_masters` rows: a release track's master and its processing (docs/adr/0041, 0042).
 * Every state change is one conditional statement, so two processes never both move a track.
 */
@Injectable()
export class TrackMastersRepository {
  async find(em: EntityManager, trackId: string): Promise<TrackMaster | null> {
    const [row] = await em.execute<TrackMasterRow[]>(
      'select * from track_masters where track_id = ?',
      [trackId],
    );
    return row ? toMaster(row) : null;
  }

  async findByUploadId(em: EntityManager, uploadId: string): Promise<TrackMaster | null> {
    const [row] = await em.execute<TrackMasterRow[]>(
      'select * from track_masters where upload_id = ?',
      [uploadId],
    );
    return row ? toMaster(row) : null;
  }

  /** The masters of a release's tracks, in track order. */
  async ofRelease(em: EntityManager, albumId: string): Promise<TrackMaster[]> {
    const rows = await em.execute<TrackMasterRow[]>(
      `select m.* from track_masters m join tracks t on t.id = m.track_id
       where t.album_id = ? order by t.track_number, t.id`,
      [albumId],
    );
    return rows.map(toMaster);
  }

  /** The release went public with these tracks: the first time counts (docs/adr/0050). */
  async firstListed(tx: EntityManager, trackIds: readonly string[]): Promise<void> {
    if (trackIds.length === 0) return;
    await tx.execute(
      `update track_masters set first_listed_at = now()
        where track_id in (?) and first_listed_at is null`,
      [trackIds],
    );
  }

  async createSlot(
    tx: EntityManager,
    slot: { trackId: string; expectedSize: number; originalName: string },
  ): Promise<void> {
    await tx.execute(
      'insert into track_masters (track_id, expected_size, original_name) values (?, ?, ?)',
      [slot.trackId, slot.expectedSize, slot.originalName],
    );
  }

  /** A tus upload was created for the slot: it is `uploading` until its last byte arrives. */
  async uploadStarted(em: EntityManager, trackId: string, uploadId: string): Promise<void> {
    await em.execute(
      `update track_masters set state = 'uploading', upload_id = ?, failure_reason = null,
         failure_detail = null, updated_at = now() where track_id = ?`,
      [uploadId, trackId],
    );
  }

  /**
   * The master is stored: the track is `processing` (queued) from now, with a fresh heartbeat.
   * False when the track is already processing that very master (a repeated finish).
   */
  async masterArrived(
    em: EntityManager,
    trackId: string,
    master: { path: string; format: string; sha256: string },
  ): Promise<boolean> {
    const rows = await em.execute<{ track_id: string }[]>(
      `update track_masters set state = 'processing', master_path = ?, master_format = ?,
         content_sha256 = ?, step = 'queued', progress = 0, heartbeat_at = now(),
         failure_reason = null, failure_detail = null, attempts = attempts + 1, updated_at = now()
       where track_id = ? and not (state = 'processing' and master_path is not distinct from ?)
       returning track_id`,
      [master.path, master.format, master.sha256, trackId, master.path],
    );
    return rows.length > 0;
  }

  /** Back to `processing` from the stored master (retry, preview re-cut); false without one. */
  async reprocessing(em: EntityManager, trackId: string): Promise<boolean> {
    const rows = await em.execute<{ track_id: string }[]>(
      `update track_masters set state = 'processing', step = 'queued', progress = 0,
         heartbeat_at = now(), failure_reason = null, failure_detail = null,
         attempts = attempts + 1, updated_at = now()
       where track_id = ? and master_path is not null and state <> 'processing'
       returning track_id`,
      [trackId],
    );
    return rows.length > 0;
  }

  /** A step or percentage reached: also the heartbeat the watchdog reads. */
  async progressed(
    em: EntityManager,
    trackId: string,
    step: ProcessingStep,
    progress: number,
  ): Promise<void> {
    await em.execute(
      `update track_masters set step = ?, progress = ?, heartbeat_at = now(), updated_at = now()
       where track_id = ? and state = 'processing'`,
      [step, Math.max(0, Math.min(100, Math.round(progress))), trackId],
    );
  }

  /** The outputs are stored: `ready`, in the caller's transaction (with the catalogue's paths). */
  async processed(tx: EntityManager, trackId: string, outcome: ProcessedMaster): Promise<boolean> {
    const rows = await tx.execute<{ track_id: string }[]>(
      `update track_masters set state = 'ready', step = null, progress = 100, heartbeat_at = now(),
         facts = ?, tags = ?, loudness = ?, renditions = ?, processed_at = now(), updated_at = now()
       where track_id = ? and state = 'processing'
       returning track_id`,
      [
        JSON.stringify(outcome.facts),
        JSON.stringify(outcome.tags),
        JSON.stringify(outcome.loudness),
        JSON.stringify(outcome.renditions),
        trackId,
      ],
    );
    return rows.length > 0;
  }

  /** `failed`, with the reason in the artist's words and the technical detail for admins. */
  async failed(
    em: EntityManager,
    trackId: string,
    failure: { reason: string; detail: string },
  ): Promise<void> {
    await em.execute(
      `update track_masters set state = 'failed', step = null, failure_reason = ?,
         failure_detail = ?, updated_at = now()
       where track_id = ? and state in ('uploading', 'processing')`,
      [failure.reason, failure.detail.slice(0, 4000), trackId],
    );
  }

  /** Tracks whose processing has not reported progress for `seconds` (the watchdog's list). */
  async stalled(em: EntityManager, seconds: number): Promise<string[]> {
    const rows = await em.execute<{ track_id: string }[]>(
      `select track_id from track_masters
       where state = 'processing' and heartbeat_at < now() - make_interval(secs => ?)`,
      [seconds],
    );
    return rows.map((row) => row.track_id);
  }

  async updateDetails(
    em: EntityManager,
    trackId: string,
    details: { isrc?: string | null; credits?: string | null; previewStartSeconds?: number | null },
  ): Promise<void> {
    const columns: [string, unknown][] = [
      ['isrc', details.isrc],
      ['credits', details.credits],
      ['preview_start_seconds', details.previewStartSeconds],
    ];
    const given = columns.filter(([, value]) => value !== undefined);
    const sets = given.map(([column]) => `${column} = ?`);
    const values = given.map(([, value]) => value);
    if (sets.length === 0) return;
    await em.execute(
      `update track_masters set ${sets.join(', ')}, updated_at = now() where track_id = ?`,
      [...values, trackId],
    );
  }
}
