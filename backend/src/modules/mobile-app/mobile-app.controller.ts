import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { AppConfig } from '../../config/index.js';
import { storeLinksOf } from './domain/store-links.js';
import { StoreLinksDto } from './dto/store-links.dto.js';
import { MOBILE_APP_BASE_PATH, STORE_LINKS_PATH } from './mobile-app.routes.js';

/** Public: the web app's banner asks where the mobile app is listed (docs/adr/0022). */
@ApiTags('mobile-app')
@Controller(MOBILE_APP_BASE_PATH)
export class MobileAppController {
  private readonly links: StoreLinksDto;

  constructor(config: AppConfig) {
    this.links = storeLinksOf(config.env);
  }

  @Get(STORE_LINKS_PATH)
  // Changes only with a deployment; revalidated so a new listing is seen at once.
  @Header('cache-control', 'no-cache')
  @ApiOperation({
    summary: 'Where the mobile app is listed',
    description:
      'The App Store and Google Play listings from `APP_STORE_URL` and `PLAY_STORE_URL`; null for a store ' +
      'without a listing, in which case the app banner neither redirects nor links there.',
  })
  @ApiOkResponse({ type: StoreLinksDto })
  storeLinks(): StoreLinksDto {
    return this.links;
  }
}
