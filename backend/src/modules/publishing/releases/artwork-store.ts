import { Injectable } from '@nestjs/common';

import { PublicImageFolder } from '../../../platform/images/index.js';
import { MediaStorage } from '../../../platform/storage/index.js';

/**
 * Release artwork in media storage, public like every cover, served at /media/images/artwork/
 * (storage keys `images/artwork/…`).
 */
@Injectable()
export class ArtworkStore extends PublicImageFolder {
  constructor(storage: MediaStorage) {
    super(storage, 'artwork', 'jpg');
  }
}
