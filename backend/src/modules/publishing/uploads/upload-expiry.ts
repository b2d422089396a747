import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';

import { MasterIntake } from './master-intake.js';
import { UploadIds } from './upload-ids.js';
import { UploadSlots } from './upload-slots.js';
import { UPLOAD_LIFETIME_MS, UploadStorage } from './upload-storage.js';

/** What the track shows when its upload expired. */
export const EXPIRED_REASON =
  'The upload did not finish within 24 hours, so it was removed. Upload the file again.';

export interface ExpiryReport {
  /** Unfinished uploads removed after 24 hours (their tracks now `failed` with the reason). */
  expired: number;
  /** Finished uploads whose master had not been stored (the last reply was lost): stored now. */
  finished: number;
  /** Uploads no track waits for any more (cancelled, replaced, deleted), removed. */
  removed: number;
}

/**
 * The hourly `expire-uploads` job (docs/adr/0043). tus' own cleanup (`FileStore.deleteExpired`)
 * would also delete *finished* uploads older than the period, since it compares a size with an
 * offset its records never update (research §4), so this is our own: per upload in the store,
 * what the slots say decides. Unfinished and older than 24 h: removed, and its track `failed`
 * with a reason the artist can act on (the slot takes a new upload at once). Finished but never
 * stored (the finishing PATCH failed, or the client saw the offset complete and never asked
 * again): stored and queued now. Wanted by no track: removed once 24 h old.
 */
@Injectable()
export class UploadExpiry {
  private readonly logger = new Logger(UploadExpiry.name);

  constructor(
    private readonly em: EntityManager,
    private readonly storage: UploadStorage,
    private readonly slots: UploadSlots,
    private readonly intake: MasterIntake,
    private readonly ids: UploadIds,
  ) {}

  async run(now: Date = new Date()): Promise<ExpiryReport> {
    const report: ExpiryReport = { expired: 0, finished: 0, removed: 0 };
    const { store } = this.storage;
    const storeIds = await store.listUploadIds();
    const wanted = await this.slots.referenced(
      this.em.fork(),
      storeIds.map((storeId) => this.ids.toPublic(storeId)),
    );
    const isOld = (since: number): boolean => now.getTime() - since > UPLOAD_LIFETIME_MS;
    for (const storeId of storeIds) {
      const uploadId = this.ids.toPublic(storeId);
      const upload = await store.stored(storeId);
      const created = upload?.creation_date === undefined ? 0 : Date.parse(upload.creation_date);
      if (!wanted.has(uploadId)) {
        if (isOld(created)) {
          await store.purge(storeId);
          report.removed += 1;
        }
        continue;
      }
      if (upload !== null && upload.size !== undefined && upload.offset >= upload.size) {
        const outcome = await this.intake.finish(storeId).catch((error: unknown) => {
          this.logger.warn(`Finished upload ${uploadId} could not be stored: ${String(error)}`);
          return null;
        });
        if (outcome === 'stored') report.finished += 1;
        continue;
      }
      if (isOld(created)) {
        await this.expire(uploadId);
        await store.purge(storeId);
        report.expired += 1;
      }
    }
    // Slots waiting for an upload the store never got (its creation failed half-way) or lost.
    const held = new Set(storeIds.map((storeId) => this.ids.toPublic(storeId)));
    for (const pending of await this.slots.pending(this.em.fork())) {
      if (held.has(pending.uploadId) || !isOld(pending.updatedAt.getTime())) continue;
      await this.expire(pending.uploadId);
      report.expired += 1;
    }
    return report;
  }

  private async expire(uploadId: string): Promise<void> {
    await this.slots.uploadFailed(this.em.fork(), uploadId, {
      reason: EXPIRED_REASON,
      detail: `Upload ${uploadId} was not finished within 24 hours of its start.`,
    });
  }
}
