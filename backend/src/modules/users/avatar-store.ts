import { Injectable } from '@nestjs/common';

import { PublicImageFolder } from '../../platform/images/index.js';
import { MediaStorage } from '../../platform/storage/index.js';

/** Avatars in media storage, served at /media/images/avatars/ (storage keys `images/avatars/…`). */
@Injectable()
export class AvatarStore extends PublicImageFolder {
  constructor(storage: MediaStorage) {
    super(storage, 'avatars', 'webp');
  }
}
