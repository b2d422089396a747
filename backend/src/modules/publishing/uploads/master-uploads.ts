import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { AuditTrail } from '../../../platform/audit/index.js';
import { AdminPower } from '../../../platform/auth/index.js';
import { AlbumBuyers } from '../../payments/index.js';
import { tracksEditable } from '../domain/release-state.js';
import { isSold } from '../domain/sold-tracks.js';
import { releaseAccess } from '../domain/studio-subject.js';
import { acceptsUpload } from '../domain/track-state.js';
import { TrackMastersRepository } from '../track-masters.repository.js';
import { MasterIntake } from './master-intake.js';
import type { UploadCaller } from './upload-callers.js';
import { UploadIds } from './upload-ids.js';
import { type MasterUploadMetadata, readUploadMetadata } from './upload-metadata.js';
import { type SlotAccess, UploadSlots } from './upload-slots.js';
import { UploadsErrors } from './uploads.errors.js';

/** A new upload as tus hands it to `onUploadCreate`. */
export interface NewUpload {
  storeId: string;
  /** Undefined: the client deferred the length, which we refuse. */
  size: number | undefined;
  metadata: Readonly<Record<string, string | null>> | undefined;
}

/**
 * The uploads' rules at each tus step (docs/adr/0043): who may create an upload for a track slot
 * and touch it afterwards (the artist account linked to the release's artist, or an admin acting
 * for them after the second factor, audited), what a new upload must say, and what a finished one
 * becomes (master-intake.ts).
 */
@Injectable()
export class MasterUploads {
  constructor(
    private readonly em: EntityManager,
    private readonly slots: UploadSlots,
    private readonly masters: TrackMastersRepository,
    private readonly adminPower: AdminPower,
    private readonly audit: AuditTrail,
    private readonly intake: MasterIntake,
    private readonly ids: UploadIds,
    private readonly buyers: AlbumBuyers,
  ) {}

  /**
   * POST: the slot is claimed for this upload (it becomes `uploading`, its expected size and
   * name those of this file) before tus stores anything. Answers the metadata tus keeps.
   */
  async create(caller: UploadCaller, upload: NewUpload): Promise<MasterUploadMetadata> {
    if (upload.size === undefined) throw UploadsErrors.LENGTH_REQUIRED();
    if (upload.size === 0) throw UploadsErrors.EMPTY_FILE();
    const metadata = readUploadMetadata(upload.metadata);
    if (metadata === null) throw UploadsErrors.METADATA_INVALID();
    const size = upload.size;
    const uploadId = this.ids.toPublic(upload.storeId);
    await this.em.fork().transactional(async (tx) => {
      const slot = await this.slots.byTrack(tx, metadata.trackId, caller.claims.userId, {
        lock: true,
      });
      if (slot === null) throw UploadsErrors.TRACK_NOT_FOUND();
      const byAdmin = await this.actingAs(caller, slot, UploadsErrors.TRACK_NOT_FOUND);
      if (!tracksEditable(slot.releaseState)) throw UploadsErrors.RELEASE_NOT_EDITABLE();
      if (
        slot.firstListedAt !== null &&
        isSold(await this.buyers.count(tx, slot.albumId), slot.firstListedAt)
      ) {
        throw UploadsErrors.TRACK_SOLD();
      }
      if (!acceptsUpload(slot.state)) throw UploadsErrors.TRACK_HAS_MASTER();
      await this.masters.uploadStarted(tx, slot.trackId, uploadId);
      await this.slots.announce(tx, slot.trackId, { size, name: metadata.filename });
      if (byAdmin) {
        await this.audit.record(tx, {
          actorId: caller.claims.userId,
          ip: caller.ip,
          action: 'track.upload_master',
          targetType: 'track',
          targetId: slot.trackId,
          before: { state: slot.state, upload_id: slot.uploadId },
          after: { state: 'uploading', upload_id: uploadId, size, filename: metadata.filename },
        });
      }
    });
    return metadata;
  }

  /** HEAD, PATCH, DELETE: the upload must be a slot's current one, and the caller its owner's side. */
  async admit(caller: UploadCaller, storeId: string): Promise<void> {
    const slot = await this.slots.byUpload(
      this.em.fork(),
      this.ids.toPublic(storeId),
      caller.claims.userId,
    );
    if (slot === null) throw UploadsErrors.UPLOAD_NOT_FOUND();
    await this.actingAs(caller, slot, UploadsErrors.NOT_YOURS);
  }

  /** The last byte arrived: the master is stored and queued (the PATCH waits for that). */
  async finish(storeId: string): Promise<void> {
    const outcome = await this.intake.finish(storeId);
    if (outcome === 'unwanted') {
      throw UploadsErrors.UPLOAD_NOT_FOUND(
        'The upload finished, but its track no longer waits for it (the upload was cancelled or replaced, or the track deleted).',
      );
    }
  }

  /** DELETE went through (tus removed the upload): the slot waits for a file again. */
  async cancelled(caller: UploadCaller, storeId: string): Promise<void> {
    const uploadId = this.ids.toPublic(storeId);
    await this.em.fork().transactional(async (tx) => {
      const slot = await this.slots.byUpload(tx, uploadId, caller.claims.userId);
      if (slot === null) return;
      await this.slots.uploadCancelled(tx, uploadId);
      const access = releaseAccess(slot.caller, slot.releaseArtistId);
      if ('kind' in access && access.kind === 'as_admin') {
        await this.audit.record(tx, {
          actorId: caller.claims.userId,
          ip: caller.ip,
          action: 'track.cancel_upload',
          targetType: 'track',
          targetId: slot.trackId,
          before: { state: slot.state, upload_id: uploadId },
          after: { state: 'awaiting_upload', upload_id: null },
        });
      }
    });
  }

  /**
   * Whether the caller acts for the slot's artist as an admin (true) or as the artist (false);
   * throws `refusal` for anyone else, and the admin rule's refusal for an admin who has not
   * passed it (second factor).
   */
  private async actingAs(
    caller: UploadCaller,
    slot: SlotAccess,
    refusal: () => Error,
  ): Promise<boolean> {
    const access = releaseAccess(slot.caller, slot.releaseArtistId);
    if ('refused' in access || access.kind === 'hidden') throw refusal();
    if (access.kind === 'own') return false;
    await this.adminPower.admit(caller.claims);
    return true;
  }
}
