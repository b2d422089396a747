import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { Injectable } from '@nestjs/common';

import { AppConfig } from '../../config/index.js';

/** Public URL prefix of avatars; files live in MEDIA_DIR/images/avatars (served as /media/images). */
const AVATAR_URL_PREFIX = '/media/images/avatars/';
const AVATAR_FILE = /^[0-9a-f-]{36}\.webp$/;

/** Avatar files on the local disk, under random names so URLs cannot be guessed or collide. */
@Injectable()
export class AvatarStore {
  private readonly directory: string;

  constructor(config: AppConfig) {
    this.directory = join(config.env.MEDIA_DIR, 'images', 'avatars');
  }

  async save(webp: Buffer): Promise<string> {
    await mkdir(this.directory, { recursive: true });
    const name = `${randomUUID()}.webp`;
    await writeFile(join(this.directory, name), webp);
    return AVATAR_URL_PREFIX + name;
  }

  /** Removes an avatar we stored; any other URL (a seeded image, an outside link) is left alone. */
  async remove(url: string | null): Promise<void> {
    if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
    const name = url.slice(AVATAR_URL_PREFIX.length);
    if (!AVATAR_FILE.test(name)) return;
    await rm(join(this.directory, name), { force: true });
  }
}
