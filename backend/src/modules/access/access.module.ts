import { Module } from '@nestjs/common';

import { AlbumAccess } from './album-access.js';
import { AlbumGrantsRepository } from './album-grants.repository.js';

/** Who may play what: the one AlbumAccess rule and the grants it reads. */
@Module({
  providers: [AlbumAccess, AlbumGrantsRepository],
  exports: [AlbumAccess, AlbumGrantsRepository],
})
export class AccessModule {}
