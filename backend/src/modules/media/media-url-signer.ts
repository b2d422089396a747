import { Injectable } from '@nestjs/common';

import { AppConfig } from '../../config/index.js';
import {
  checkMediaSignature,
  type SignatureCheck,
  type SignedQuery,
  signedUrlTtlSeconds,
  signMediaUrl,
} from './domain/signed-media-url.js';

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** Signs and checks media URLs with MEDIA_URL_SECRET against the wall clock. */
@Injectable()
export class MediaUrlSigner {
  private readonly secret: string;

  constructor(config: AppConfig) {
    this.secret = config.env.MEDIA_URL_SECRET;
  }

  /** A URL for `path`, valid for the play time plus slack (at most an hour). */
  sign(path: string, user: string, playSeconds: number): string {
    const exp = nowSeconds() + signedUrlTtlSeconds(playSeconds);
    return signMediaUrl({ path, user, exp }, this.secret);
  }

  /** The check and, for a valid URL, the seconds it has left (for Cache-Control). */
  check(path: string, query: SignedQuery): { result: SignatureCheck; secondsLeft: number } {
    const now = nowSeconds();
    const result = checkMediaSignature(path, query, this.secret, now);
    return { result, secondsLeft: result === 'valid' ? Number(query.exp) - now : 0 };
  }
}
