import { randomBytes } from 'node:crypto';

/** An upload's id as clients see it (the last segment of its URL) and track_masters stores it. */
const PUBLIC_ID = /^[0-9a-f]{32}$/;

/**
 * An upload's two names: the public id (128 random bits, hex) in its URL and in
 * `track_masters.upload_id`, and the store's id, which is the public id under the store's prefix
 * (`uploads/` in the media bucket, none in UPLOAD_DIR).
 */
export class UploadIds {
  constructor(readonly storePrefix: string) {}

  /** A fresh store id (tus' naming function). */
  newStoreId(): string {
    return `${this.storePrefix}${randomBytes(16).toString('hex')}`;
  }

  toPublic(storeId: string): string {
    return storeId.startsWith(this.storePrefix) ? storeId.slice(this.storePrefix.length) : storeId;
  }

  /** The store id for a URL's last segment; null for anything that is not an upload id. */
  toStore(publicId: string): string | null {
    return PUBLIC_ID.test(publicId) ? `${this.storePrefix}${publicId}` : null;
  }
}

/** Where a finished upload's master is kept: private, never signed for streaming. */
export const masterPathOf = (trackId: string, publicId: string, extension: string): string =>
  `masters/${trackId}/${publicId}.${extension}`;

/** Whether `masterPath` is the master that upload `publicId` delivered. */
export const isMasterOf = (masterPath: string | null, publicId: string): boolean =>
  masterPath !== null && masterPath.split('/').pop()?.split('.')[0] === publicId;
