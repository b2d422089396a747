import { Module } from '@nestjs/common';

import { AlbumAccess } from './album-access.js';
import { AlbumGrantPairs } from './album-grant-pairs.js';
import { AlbumGrantsRepository } from './album-grants.repository.js';

/** Who may play what: the one AlbumAccess rule and the grants it reads. */
@Module({
  providers: [AlbumAccess, AlbumGrantsRepository, AlbumGrantPairs],
  exports: [AlbumAccess, AlbumGrantsRepository],
})
export class AccessModule {}
