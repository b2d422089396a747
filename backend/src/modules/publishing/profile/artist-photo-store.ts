import { Injectable } from '@nestjs/common';

import { PublicImageFolder } from '../../../platform/images/index.js';
import { MediaStorage } from '../../../platform/storage/index.js';

/**
 * Artists' photos in media storage, public like the artist page, served at
 * /media/images/artist-photos/ (storage keys `images/artist-photos/…`).
 */
@Injectable()
export class ArtistPhotoStore extends PublicImageFolder {
  constructor(storage: MediaStorage) {
    super(storage, 'artist-photos', 'webp');
  }
}
