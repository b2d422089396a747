import { Module } from '@nestjs/common';

import { CatalogueModule } from '../catalogue/index.js';
import { SearchController } from './search.controller.js';
import { SearchDatabase } from './search-database.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

@Module({
  imports: [CatalogueModule],
  controllers: [SearchController],
  providers: [SearchDatabase, SearchRepository, SearchService],
})
export class SearchModule {}
