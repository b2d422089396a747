import { Writable } from 'node:stream';

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { normaliseIsrc, syncedLyricsProblem } from '@encore/shared-rules';

import { AppConfig } from '../../../config/index.js';
import { MediaStorage } from '../../../platform/storage/index.js';
import { CatalogueWriter } from '../../catalogue/index.js';
import { AlbumBuyers } from '../../payments/index.js';
import { tracksEditable } from '../domain/release-state.js';
import { isSold } from '../domain/sold-tracks.js';
import { moveTrack } from '../domain/track-order.js';
import { retryable } from '../domain/track-state.js';
import { titleFromFileName } from '../domain/track-title.js';
import { ProcessingQueue } from '../pipeline/processing-queue.js';
import { TrackMastersRepository } from '../track-masters.repository.js';
import type { StudioTrackDto } from './dto/studio-release.dto.js';
import {
  type CreateTrackSlotDto,
  MAX_TRACKS,
  type UpdateTrackDto,
} from './dto/track-requests.dto.js';
import { ReleaseViews } from './release-views.js';
import type { ReleaseRecord } from './release-record.js';
import { ReleasesRepository } from './releases.repository.js';
import { definedOnly } from './defined-fields.js';
import { filesOfTrack, StoredFiles } from './stored-files.js';
import type { ReleaseActor } from './studio-access.js';
import { StudioAudit } from './studio-audit.js';
import { StudioErrors } from './studio.errors.js';

const MB = 1024 * 1024;

/** Empty text means "none". */
const orNull = (text: string | null | undefined): string | null | undefined =>
  text === '' ? null : text;

/** The audit snapshot of the fields a change gave. */
const given = (input: UpdateTrackDto): Record<string, unknown> => definedOnly(input);

/**
 * A release's tracks in the studio (docs/adr/0041): a slot for each file about to be uploaded
 * (a catalogue track with its `track_masters` row, awaiting its upload), their details and order,
 * removal while the release is a draft, retry from the stored master, and the waveform peaks.
 */
@Injectable()
export class StudioTracks {
  constructor(
    private readonly em: EntityManager,
    private readonly releases: ReleasesRepository,
    private readonly masters: TrackMastersRepository,
    private readonly views: ReleaseViews,
    private readonly catalogue: CatalogueWriter,
    private readonly processing: ProcessingQueue,
    private readonly storage: MediaStorage,
    private readonly files: StoredFiles,
    private readonly audit: StudioAudit,
    private readonly config: AppConfig,
    private readonly buyers: AlbumBuyers,
  ) {}

  /** A new track at the end of the release, waiting for its file (its id is the upload slot). */
  async addSlot(actor: ReleaseActor, input: CreateTrackSlotDto): Promise<StudioTrackDto> {
    const limitMb = this.config.env.MAX_UPLOAD_MB;
    if (input.file_size > limitMb * MB) {
      throw StudioErrors.FILE_TOO_LARGE(
        `This file is ${Math.ceil(input.file_size / MB)} MB; Encore accepts up to ${limitMb} MB for one track.`,
      );
    }
    const albumId = actor.release.albumId;
    const trackId = await this.em.transactional(async (tx) => {
      const release = await this.lockEditable(tx, albumId);
      const tracks = await this.releases.tracks(tx, albumId);
      if (tracks.length >= MAX_TRACKS) throw StudioErrors.TOO_MANY_TRACKS();
      const title = input.title ?? titleFromFileName(input.file_name);
      const id = await this.catalogue.createTrack(tx, {
        albumId,
        artistId: release.artistId,
        title,
        trackNumber: Math.max(0, ...tracks.map((track) => track.trackNumber)) + 1,
      });
      await this.masters.createSlot(tx, {
        trackId: id,
        expectedSize: input.file_size,
        originalName: input.file_name,
      });
      await this.releases.touch(tx, albumId);
      await this.audit.record(tx, actor, {
        action: 'track.create',
        targetType: 'track',
        targetId: id,
        before: null,
        after: {
          release_id: albumId,
          title,
          file_name: input.file_name,
          file_size: input.file_size,
        },
      });
      return id;
    });
    return this.views.trackDto(albumId, trackId, actor);
  }

  /**
   * Edits a track's details, in any state of its release; moving it (`position`) renumbers the
   * others around it. A new preview start cuts the preview again from the stored master, once
   * the track has one (before that, processing reads it).
   */
  async update(
    actor: ReleaseActor,
    trackId: string,
    input: UpdateTrackDto,
  ): Promise<StudioTrackDto> {
    const lyricsSynced = orNull(input.lyrics_synced);
    if (typeof lyricsSynced === 'string') {
      const problem = syncedLyricsProblem(lyricsSynced);
      if (problem !== null) throw StudioErrors.LYRICS_NOT_SYNCED(problem);
    }
    // The field's pattern admitted it: normalising cannot fail.
    const isrc = typeof input.isrc === 'string' ? normaliseIsrc(input.isrc) : input.isrc;
    const albumId = actor.release.albumId;
    const recut = await this.em.transactional(async (tx) => {
      await this.lock(tx, albumId);
      const master = await this.masters.find(tx, trackId);
      if (input.position !== undefined) await this.move(tx, albumId, trackId, input.position);
      await this.catalogue.updateTrack(
        tx,
        trackId,
        definedOnly({
          title: input.title,
          explicit: input.explicit,
          lyricsPlain: orNull(input.lyrics_plain),
          lyricsSynced,
        }),
      );
      const previewStart = input.preview_start_seconds;
      const duration = master?.facts?.durationS;
      if (typeof previewStart === 'number' && duration !== undefined && previewStart >= duration) {
        throw StudioErrors.PREVIEW_START_OUT_OF_RANGE(
          `The preview must start within the track: before ${Math.floor(duration)} seconds.`,
        );
      }
      await this.masters.updateDetails(
        tx,
        trackId,
        definedOnly({ isrc, credits: orNull(input.credits), previewStartSeconds: previewStart }),
      );
      await this.releases.touch(tx, albumId);
      await this.audit.record(tx, actor, {
        action: 'track.update',
        targetType: 'track',
        targetId: trackId,
        before: null,
        after: { release_id: albumId, ...given(input) },
      });
      const moved = previewStart !== undefined && previewStart !== master?.previewStartSeconds;
      return moved && master?.state === 'ready';
    });
    if (recut) await this.processing.recutPreview(trackId);
    return this.views.trackDto(albumId, trackId, actor);
  }

  /**
   * Removes a track while its release is a draft; the others close up. Not one its buyers have
   * had (docs/adr/0050): a new version is a new track.
   */
  async remove(actor: ReleaseActor, trackId: string): Promise<void> {
    const albumId = actor.release.albumId;
    const files = await this.em.transactional(async (tx) => {
      await this.lockEditable(tx, albumId);
      const master = await this.masters.find(tx, trackId);
      const firstListedAt = master?.firstListedAt ?? null;
      if (firstListedAt !== null && isSold(await this.buyers.count(tx, albumId), firstListedAt)) {
        throw StudioErrors.TRACK_SOLD();
      }
      const tracks = await this.releases.tracks(tx, albumId);
      await this.catalogue.deleteTrack(tx, trackId);
      let position = 0;
      for (const track of tracks.filter((track) => track.id !== trackId)) {
        position++;
        if (track.trackNumber !== position) {
          await this.catalogue.updateTrack(tx, track.id, { trackNumber: position });
        }
      }
      await this.releases.touch(tx, albumId);
      await this.audit.record(tx, actor, {
        action: 'track.delete',
        targetType: 'track',
        targetId: trackId,
        before: {
          release_id: albumId,
          title: tracks.find((track) => track.id === trackId)?.title ?? null,
          state: master?.state ?? null,
        },
        after: null,
      });
      return filesOfTrack(master ?? undefined);
    });
    await this.files.remove(files);
  }

  /** Processes the track again from its stored master (a failed one, or a ready one anew). */
  async retry(actor: ReleaseActor, trackId: string): Promise<StudioTrackDto> {
    const albumId = actor.release.albumId;
    const attempt = await this.em.transactional(async (tx) => {
      const master = await this.masters.find(tx, trackId);
      if (master === null || !retryable(master.state, master.masterPath !== null)) {
        throw StudioErrors.TRACK_NOT_RETRYABLE();
      }
      if (!(await this.masters.reprocessing(tx, trackId))) throw StudioErrors.TRACK_NOT_RETRYABLE();
      await this.audit.record(tx, actor, {
        action: 'track.retry',
        targetType: 'track',
        targetId: trackId,
        before: { state: master.state, failure_reason: master.failureReason },
        after: { state: 'processing' },
      });
      // `reprocessing` counted this attempt.
      return master.attempts + 1;
    });
    // After the commit: a job that ran first would find the track not yet processing. Should
    // queueing fail, the watchdog fails the track (never "processing" forever) and retry works.
    await this.processing.processMaster(trackId, attempt);
    return this.views.trackDto(albumId, trackId, actor);
  }

  /** The waveform peaks the pipeline stored, as it stored them (JSON). */
  async peaks(trackId: string): Promise<Buffer> {
    const master = await this.masters.find(this.em.fork(), trackId);
    const path = master?.renditions?.peaks;
    const file = path === undefined ? null : await this.storage.open(path);
    if (file === null) throw StudioErrors.PEAKS_NOT_READY();
    try {
      const chunks: Buffer[] = [];
      const collector = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      await file.writeRange({ start: 0, end: Math.max(0, file.info.size - 1) }, collector);
      return Buffer.concat(chunks);
    } finally {
      file.close();
    }
  }

  private async move(
    tx: EntityManager,
    albumId: string,
    trackId: string,
    position: number,
  ): Promise<void> {
    const tracks = await this.releases.tracks(tx, albumId);
    const order = moveTrack(
      tracks.map((track) => track.id),
      trackId,
      position,
    );
    if (order === null) throw StudioErrors.POSITION_OUT_OF_RANGE();
    for (const [index, id] of order.entries()) {
      if (tracks.find((track) => track.id === id)?.trackNumber !== index + 1) {
        await this.catalogue.updateTrack(tx, id, { trackNumber: index + 1 });
      }
    }
  }

  private async lockEditable(tx: EntityManager, albumId: string): Promise<ReleaseRecord> {
    const release = await this.lock(tx, albumId);
    if (!tracksEditable(release.state)) throw StudioErrors.TRACKS_LOCKED();
    return release;
  }

  private async lock(tx: EntityManager, albumId: string): Promise<ReleaseRecord> {
    const release = await this.releases.lock(tx, albumId);
    if (release === null) throw StudioErrors.RELEASE_NOT_FOUND();
    return release;
  }
}
