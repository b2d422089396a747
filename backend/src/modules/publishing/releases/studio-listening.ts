import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { AppConfig } from '../../../config/index.js';
import { MediaStorage } from '../../../platform/storage/index.js';
import { signedUrlTtlSeconds, signMediaUrl, studioListener } from '../../media/index.js';
import { TrackMastersRepository } from '../track-masters.repository.js';
import type { StudioTrackAudioDto } from './dto/track-audio.dto.js';
import { StudioErrors } from './studio.errors.js';

/**
 * The studio plays a track to its artist (docs/adr/0041): a draft or a taken-down track streams
 * to no listener (ADR 0044), yet its artist chooses where its preview starts by ear. The address
 * is the track's full MP3 stream, signed for `studio-<track id>` — a signature only this class
 * makes, after StudioAccess let the caller in — which the stream route opens for that track's own
 * renditions alone. On S3 it is the store's presigned GET, like any address (ADR 0039).
 */
@Injectable()
export class StudioListening {
  private readonly secret: string;

  constructor(
    private readonly em: EntityManager,
    private readonly masters: TrackMastersRepository,
    private readonly storage: MediaStorage,
    config: AppConfig,
  ) {
    this.secret = config.env.MEDIA_URL_SECRET;
  }

  /** Once processed (also while it is processed again: its last renditions still play). */
  async audio(trackId: string, nowMs = Date.now()): Promise<StudioTrackAudioDto> {
    const master = await this.masters.find(this.em.fork(), trackId);
    const path = master?.renditions?.streamMp3;
    const durationS = master?.facts?.durationS;
    if (path === undefined || durationS === undefined) throw StudioErrors.AUDIO_NOT_READY();
    const ttlS = signedUrlTtlSeconds(durationS);
    const exp = Math.floor(nowMs / 1000) + ttlS;
    const direct = await this.storage.directUrl(path, ttlS);
    return {
      url: direct ?? signMediaUrl({ path, user: studioListener(trackId), exp }, this.secret),
      expires_at: new Date(exp * 1000).toISOString(),
    };
  }
}
