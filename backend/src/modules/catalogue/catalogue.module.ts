import { Module } from '@nestjs/common';

import { AccessModule } from '../access/index.js';
import { ArtistDirectory } from './artist-directory.js';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueRepository } from './catalogue.repository.js';
import { CatalogueService } from './catalogue.service.js';
import { CatalogueWriter } from './catalogue-writer.js';
import { DiscoverController } from './discover.controller.js';
import { DiscoverRepository } from './discover.repository.js';
import { DiscoverService } from './discover.service.js';
import { ListingChanges } from './listing-changes.js';
import { CataloguePageHeads } from './page-heads/catalogue-page-heads.js';
import { PageHeadReads } from './page-heads/page-head-reads.js';
import { SearchController } from './search/search.controller.js';
import { SearchRepository } from './search/search.repository.js';
import { SearchService } from './search/search.service.js';
import { TrackFactsReader } from './track-facts.js';

/**
 * Everything under `/public`: artist, album and genre pages, discovery and ranked search; and the
 * artist and album pages' heads in the HTML the server sends (`@PageHeads`, docs/adr/0023).
 */
@Module({
  imports: [AccessModule],
  controllers: [CatalogueController, DiscoverController, SearchController],
  providers: [
    ArtistDirectory,
    CatalogueRepository,
    CatalogueService,
    CatalogueWriter,
    CataloguePageHeads,
    DiscoverRepository,
    DiscoverService,
    ListingChanges,
    PageHeadReads,
    SearchRepository,
    SearchService,
    TrackFactsReader,
  ],
  exports: [ArtistDirectory, CatalogueService, CatalogueWriter, ListingChanges, TrackFactsReader],
})
export class CatalogueModule {}
