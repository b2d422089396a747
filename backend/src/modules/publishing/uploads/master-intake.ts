import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';

import { TrackMastersRepository } from '../track-masters.repository.js';
import { type ArrivalOutcome, MasterArrival } from './master-arrival.js';
import { digestFile, downloadDigesting, type MasterDigest } from './master-copy.js';
import { isMasterOf, UploadIds } from './upload-ids.js';
import { UploadLocks } from './upload-locks.js';
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
 * streamed pass and handed to MasterArrival — checked once more by the sniffing rule, stored
 * privately at `masters/<track>/<upload>.<ext>` (never signed for streaming), recorded
 * (`masterArrived`, the track is `processing`) and queued for the pipeline; then the upload
 * leaves the store. Safe to repeat: a finish that already happened changes nothing, and two
 * replicas never run one at once.
 */
@Injectable()
export class MasterIntake {
  private readonly logger = new Logger(MasterIntake.name);

  constructor(
    private readonly em: EntityManager,
    private readonly uploads: UploadStorage,
    private readonly masters: TrackMastersRepository,
    private readonly ids: UploadIds,
    private readonly locks: UploadLocks,
    private readonly arrival: MasterArrival,
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
    const { digest, file, cleanUp } = await this.localCopy(storeId);
    let outcome: ArrivalOutcome;
    try {
      outcome = await this.arrival.store(slot.trackId, uploadId, file, digest);
    } finally {
      await cleanUp();
    }
    await this.removeUpload(storeId);
    // Judged on arrival already; only a store that changed under us could be refused here.
    if (outcome.kind === 'refused') throw UploadsErrors.NOT_AUDIO(outcome.reason);
    return outcome.kind === 'stored' ? 'stored' : 'unwanted';
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
