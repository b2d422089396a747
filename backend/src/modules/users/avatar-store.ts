import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { MediaStorage } from '../../platform/storage/index.js';

/** Public URL prefix of avatars, served as /media/images (storage keys `images/avatars/…`). */
const AVATAR_URL_PREFIX = '/media/images/avatars/';
const AVATAR_KEY_PREFIX = 'images/avatars/';
const AVATAR_FILE = /^[0-9a-f-]{36}\.webp$/;

/**
 * Avatar files in media storage (local disk or S3, ADR 0039), under random names so URLs cannot
 * be guessed or collide.
 */
@Injectable()
export class AvatarStore {
  constructor(private readonly storage: MediaStorage) {}

  async save(webp: Buffer): Promise<string> {
    const name = `${randomUUID()}.webp`;
    await this.storage.put(AVATAR_KEY_PREFIX + name, webp);
    return AVATAR_URL_PREFIX + name;
  }

  /** Removes an avatar we stored; any other URL (a seeded image, an outside link) is left alone. */
  async remove(url: string | null): Promise<void> {
    if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
    const name = url.slice(AVATAR_URL_PREFIX.length);
    if (!AVATAR_FILE.test(name)) return;
    await this.storage.delete(AVATAR_KEY_PREFIX + name);
  }
}
