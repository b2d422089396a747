import { Module } from '@nestjs/common';

import { AlbumAccess } from './album-access.js';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueRepository } from './catalogue.repository.js';
import { CatalogueService } from './catalogue.service.js';
import { DiscoverController } from './discover.controller.js';
import { DiscoverRepository } from './discover.repository.js';
import { DiscoverService } from './discover.service.js';

@Module({
  controllers: [CatalogueController, DiscoverController],
  providers: [
    CatalogueRepository,
    CatalogueService,
    DiscoverRepository,
    DiscoverService,
    AlbumAccess,
  ],
  exports: [CatalogueService, AlbumAccess],
})
export class CatalogueModule {}
