import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { MediaStorage } from '../../../platform/storage/index.js';

/** Public URL prefix of artwork, served as /media/images (storage keys `images/artwork/…`). */
const ARTWORK_URL_PREFIX = '/media/images/artwork/';
const ARTWORK_KEY_PREFIX = 'images/artwork/';
const ARTWORK_FILE = /^[0-9a-f-]{36}\.jpg$/;

/**
 * Release artwork in media storage (local disk or S3, ADR 0039), public like every cover, under
 * random names so addresses cannot be guessed or collide.
 */
@Injectable()
export class ArtworkStore {
  constructor(private readonly storage: MediaStorage) {}

  async save(jpeg: Buffer): Promise<string> {
    const name = `${randomUUID()}.jpg`;
    await this.storage.put(ARTWORK_KEY_PREFIX + name, jpeg);
    return ARTWORK_URL_PREFIX + name;
  }

  /** Removes artwork we stored; any other URL (a seeded cover, an outside link) is left alone. */
  async remove(url: string | null): Promise<void> {
    if (!url?.startsWith(ARTWORK_URL_PREFIX)) return;
    const name = url.slice(ARTWORK_URL_PREFIX.length);
    if (!ARTWORK_FILE.test(name)) return;
    await this.storage.delete(ARTWORK_KEY_PREFIX + name);
  }
}
