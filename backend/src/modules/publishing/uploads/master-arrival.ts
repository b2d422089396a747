import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { MediaStorage } from '../../../platform/storage/index.js';
import { sniffAudioFormat } from '../domain/audio-format.js';
import { ProcessingQueue } from '../pipeline/processing-queue.js';
import { TrackMastersRepository } from '../track-masters.repository.js';
import type { MasterDigest } from './master-copy.js';
import { masterPathOf } from './upload-ids.js';
import { UploadSlots } from './upload-slots.js';

/** What became of a master handed to its slot. */
export type ArrivalOutcome =
  /** Stored, recorded (`processing`) and queued for the pipeline. */
  | { kind: 'stored' }
  /** The slot no longer waits for this upload (cancelled, replaced, deleted): nothing kept. */
  | { kind: 'unwanted' }
  /** The bytes are not audio Encore takes: the slot is `failed` with the reason. */
  | { kind: 'refused'; reason: string };

/**
 * A whole master, as a local file with its digest, becomes its track's master (docs/adr/0043):
 * checked once more by the sniffing rule, stored privately at `masters/<track>/<upload>.<ext>`,
 * recorded (`masterArrived`: the track is `processing`) and queued. The slot must be `uploading`
 * with `uploadId` — as a tus upload leaves it (MasterIntake), or the operator's import.
 */
@Injectable()
export class MasterArrival {
  constructor(
    private readonly em: EntityManager,
    private readonly media: MediaStorage,
    private readonly masters: TrackMastersRepository,
    private readonly slots: UploadSlots,
    private readonly processing: ProcessingQueue,
  ) {}

  async store(
    trackId: string,
    uploadId: string,
    file: string,
    digest: MasterDigest,
  ): Promise<ArrivalOutcome> {
    const verdict = await sniffAudioFormat(digest.head, digest.bytes);
    if (verdict.kind === 'refused') {
      await this.slots.uploadFailed(this.em.fork(), uploadId, {
        reason: verdict.reason,
        detail: `Refused when stored: detected ${verdict.detected ?? 'nothing known'}.`,
      });
      return { kind: 'refused', reason: verdict.reason };
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
      return { kind: 'unwanted' };
    }
    await this.processing.processMaster(trackId, attempt);
    return { kind: 'stored' };
  }
}
