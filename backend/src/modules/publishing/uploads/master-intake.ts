import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';

import { MediaStorage } from '../../../platform/storage/index.js';
import { sniffAudioFormat } from '../domain/audio-format.js';
import { ProcessingQueue } from '../pipeline/processing-queue.js';
import { TrackMastersRepository } from '../track-masters.repository.js';
import { digestFile, downloadDigesting, type MasterDigest } from './master-copy.js';
import { isMasterOf, masterPathOf, UploadIds } from './upload-ids.js';
import { UploadLocks } from './upload-locks.js';
import { UploadSlots } from './upload-slots.js';
import { UploadStorage } from './upload-storage.js';
import { UploadsErrors } from './uploads.errors.js';

/** What became of a finished upload. */
export type IntakeOutcome =
  /** Its master is stored and queued for processing. */
  | 'stored'
  /** Its master had been stored already (a repeated finish). */
  | 'already_stored'
  /** No slot waits for it any more (cancelled, replaced, expired, deleted): removed. */
  | 'unwanted';

/**
 * A finished upload becomes a track's master (docs/adr/0043): its bytes are hashed in one
 * streamed pass, checked once more by the sniffing rule, stored privately at
 * `masters/<track>/<upload>.<ext>` (never signed for streaming), recorded (`masterArrived`, the
 * track is `processing`) and queued for the pipeline; then the upload leaves the store. Safe to
 * repeat: a finish that already happened changes nothing, and two replicas never run one at once.
 */
@Injectable()
export class MasterIntake {
  private readonly logger = new Logger(MasterIntake.name);

  constructor(
    private readonly em: EntityManager,
    private readonly uploads: UploadStorage,
    private readonly media: MediaStorage,
    private readonly masters: TrackMastersRepository,
    private readonly slots: UploadSlots,
    private readonly ids: UploadIds,
    private readonly locks: UploadLocks,
    private readonly processing: ProcessingQueue,
  ) {}

  finish(storeId: string): Promise<IntakeOutcome> {
    const uploadId = this.ids.toPublic(storeId);
    return this.locks.exclusively(`finish:${uploadId}`, () => this.take(storeId, uploadId));
  }

  private async take(storeId: string, uploadId: string): Promise<IntakeOutcome> {
    const slot = await this.masters.findByUploadId(this.em.fork(), uploadId);
    if (slot !== null && isMasterOf(slot.masterPath, uploadId)) {
      await this.removeUpload(storeId);
      return 'already_stored';
    }
    if (slot?.state !== 'uploading') {
      await this.removeUpload(storeId);
      return 'unwanted';
    }
    const { trackId } = slot;
    const { digest, file, cleanUp } = await this.localCopy(storeId);
    try {
      const verdict = await sniffAudioFormat(digest.head, digest.bytes);
      if (verdict.kind === 'refused') {
        // Judged on arrival already; only a store that changed under us could get here.
        await this.slots.uploadFailed(this.em.fork(), uploadId, {
          reason: verdict.reason,
          detail: `Refused when stored: detected ${verdict.detected ?? 'nothing known'}.`,
        });
        await this.removeUpload(storeId);
        throw UploadsErrors.NOT_AUDIO(verdict.reason);
      }
      const path = masterPathOf(trackId, uploadId, verdict.extension);
      await this.media.putFile(path, file);
      const attempt = await this.em.fork().transactional(async (tx) => {
        if (!(await this.slots.lockWaitingFor(tx, trackId, uploadId))) return null;
        await this.masters.masterArrived(tx, trackId, {
          path,
          format: verdict.format,
          sha256: digest.sha256,
        });
        return (await this.masters.find(tx, trackId))?.attempts ?? null;
      });
      if (attempt === null) {
        // Cancelled or replaced while the bytes were being stored: keep nothing of it.
        await this.media.delete(path);
        await this.removeUpload(storeId);
        return 'unwanted';
      }
      await this.processing.processMaster(trackId, attempt);
    } finally {
      await cleanUp();
    }
    await this.removeUpload(storeId);
    return 'stored';
  }

  /**
   * The upload as a local file with its digest: the store's own file (hashed in one read) on
   * disk; with S3, a temporary copy made while hashing (the same single pass).
   */
  private async localCopy(
    storeId: string,
  ): Promise<{ digest: MasterDigest; file: string; cleanUp: () => Promise<void> }> {
    const { store } = this.uploads;
    const local = store.localFileOf(storeId);
    if (local !== null) {
      return { digest: await digestFile(local), file: local, cleanUp: () => Promise.resolve() };
    }
    const file = join(tmpdir(), `encore-master-${randomUUID()}`);
    const cleanUp = () => rm(file, { force: true });
    try {
      return { digest: await downloadDigesting(await store.read(storeId), file), file, cleanUp };
    } catch (error) {
      await cleanUp();
      throw error;
    }
  }

  /** The upload leaves the store (the expiry job retries what could not be removed now). */
  private async removeUpload(storeId: string): Promise<void> {
    await this.uploads.store.purge(storeId).catch((error: unknown) => {
      this.logger.warn(`Upload ${storeId} could not be removed: ${String(error)}`);
    });
  }
}
