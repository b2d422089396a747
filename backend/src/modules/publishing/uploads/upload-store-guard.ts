import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Upload } from '@tus/server';

import type { AppError } from '../../../platform/http/index.js';
import { sniffAudioFormat } from '../domain/audio-format.js';
import { TrackMastersRepository } from '../track-masters.repository.js';
import type { UploadGuard } from './master-stores.js';
import { isMasterOf, UploadIds } from './upload-ids.js';
import { UploadSlots } from './upload-slots.js';
import { UploadsErrors } from './uploads.errors.js';

/**
 * What the stores ask at the two moments only they see (master-stores.ts): the first bytes of an
 * upload, judged by the one sniffing rule the pipeline uses too (domain/audio-format.ts), and an
 * upload that left the store because its master was stored.
 */
@Injectable()
export class UploadStoreGuard implements UploadGuard {
  constructor(
    private readonly em: EntityManager,
    private readonly slots: UploadSlots,
    private readonly masters: TrackMastersRepository,
    private readonly ids: UploadIds,
  ) {}

  async refusalOf(storeId: string, head: Buffer, size: number): Promise<AppError | null> {
    const verdict = await sniffAudioFormat(head, size);
    if (verdict.kind === 'audio') return null;
    // The studio shows the slot's reason too, should the client have lost this reply.
    await this.slots.uploadFailed(this.em.fork(), this.ids.toPublic(storeId), {
      reason: verdict.reason,
      detail: `Refused from its first bytes: detected ${verdict.detected ?? 'nothing known'}.`,
    });
    return UploadsErrors.NOT_AUDIO(verdict.reason);
  }

  async movedUpload(storeId: string): Promise<Upload | null> {
    const publicId = this.ids.toPublic(storeId);
    const master = await this.masters.findByUploadId(this.em.fork(), publicId);
    if (master === null || !isMasterOf(master.masterPath, publicId)) return null;
    return new Upload({
      id: storeId,
      size: master.expectedSize,
      offset: master.expectedSize,
      metadata: { trackId: master.trackId, filename: master.originalName },
    });
  }
}
