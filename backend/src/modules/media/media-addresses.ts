import { Injectable } from '@nestjs/common';

import { MediaStorage } from '../../platform/storage/index.js';
import { signedUrlTtlSeconds } from './domain/signed-media-url.js';
import { MediaUrlSigner } from './media-url-signer.js';

/**
 * The address a browser plays a file at, once the caller's access was decided: the storage's own
 * presigned GET where it has one (S3), else the app's signed stream URL (local disk). Either
 * lives the same `signedUrlTtlSeconds` (the play time plus slack, at most an hour; ADR 0039).
 */
@Injectable()
export class MediaAddresses {
  constructor(
    private readonly storage: MediaStorage,
    private readonly signer: MediaUrlSigner,
  ) {}

  async forPlay(path: string, user: string, playSeconds: number): Promise<string> {
    const direct = await this.storage.directUrl(path, signedUrlTtlSeconds(playSeconds));
    return direct ?? this.signer.sign(path, user, playSeconds);
  }
}
