import { randomUUID } from 'node:crypto';

import type { MediaStorage } from '../storage/index.js';

/** Where public images are served (platform/spa from the local disk, or from S3 by a module). */
const PUBLIC_IMAGES_URL = '/media/images/';
const PUBLIC_IMAGES_KEY = 'images/';

/**
 * One folder of public images in media storage (local disk or S3, ADR 0039), each under a random
 * name so addresses cannot be guessed or collide, and never a name a client chose. A module
 * extends it with its folder and the extension of the format it re-encodes to.
 */
export abstract class PublicImageFolder {
  private readonly urlPrefix: string;
  private readonly keyPrefix: string;
  private readonly ownName: RegExp;

  protected constructor(
    private readonly storage: MediaStorage,
    folder: string,
    private readonly extension: 'webp' | 'jpg',
  ) {
    this.urlPrefix = `${PUBLIC_IMAGES_URL}${folder}/`;
    this.keyPrefix = `${PUBLIC_IMAGES_KEY}${folder}/`;
    this.ownName = new RegExp(`^[0-9a-f-]{36}\\.${extension}$`);
  }

  /** Stores the bytes under a fresh name; the public address it is served at. */
  async save(bytes: Buffer): Promise<string> {
    const name = `${randomUUID()}.${this.extension}`;
    await this.storage.put(this.keyPrefix + name, bytes);
    return this.urlPrefix + name;
  }

  /** Removes an image this folder stored; any other URL (a seeded image, an outside link) stays. */
  async remove(url: string | null): Promise<void> {
    if (!url?.startsWith(this.urlPrefix)) return;
    const name = url.slice(this.urlPrefix.length);
    if (!this.ownName.test(name)) return;
    await this.storage.delete(this.keyPrefix + name);
  }
}
