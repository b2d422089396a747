import { Injectable } from '@nestjs/common';

import { AppConfig } from '../../../config/index.js';
import {
  checkMediaSignature,
  type SignatureCheck,
  type SignedQuery,
  signedQuery,
} from '../../media/index.js';
import type { DownloadFormat } from './download-rights.js';

/** How long a link may be started: enough to click it, too short to be worth sharing. */
export const LINK_TTL_SECONDS = 10 * 60;

/** The route a link points at; also what its signature covers, with the user and the expiry. */
export const downloadPath = (albumId: string, format: DownloadFormat): string =>
  `/api/albums/${albumId}/downloads/${format}`;

/**
 * Signed, expiring download links, signed like media addresses (modules/media, MEDIA_URL_SECRET)
 * for the user who asked: the link needs no bearer, since a browser navigates to it.
 */
@Injectable()
export class DownloadLinks {
  private readonly secret: string;

  constructor(config: AppConfig) {
    this.secret = config.env.MEDIA_URL_SECRET;
  }

  sign(
    albumId: string,
    format: DownloadFormat,
    userId: string,
    nowMs = Date.now(),
  ): { url: string; expiresAt: Date } {
    const exp = Math.floor(nowMs / 1000) + LINK_TTL_SECONDS;
    const path = downloadPath(albumId, format);
    return {
      url: `${path}?${signedQuery({ path, user: userId, exp }, this.secret)}`,
      expiresAt: new Date(exp * 1000),
    };
  }

  check(albumId: string, format: DownloadFormat, query: SignedQuery): SignatureCheck {
    const nowS = Math.floor(Date.now() / 1000);
    return checkMediaSignature(downloadPath(albumId, format), query, this.secret, nowS);
  }
}
