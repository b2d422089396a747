import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { CallerId, OptionalBearerGuard } from '../../platform/auth/index.js';
import { DiscoverService } from './discover.service.js';
import { DiscoverDto } from './dto/discover.dto.js';

/**
 * `/discover` (docs/adr/0010-catalogue-pages.md) and the home page's "Listen now" shelf
 * (docs/adr/0015): every shelf in one request. The bearer is optional: it only tailors the
 * tracks' `access_granted`.
 */
@ApiTags('catalogue')
@Controller('public')
export class DiscoverController {
  constructor(private readonly discover: DiscoverService) {}

  @Get('discover')
  @ApiOkResponse({ type: DiscoverDto })
  @ApiBearerAuth()
  @UseGuards(OptionalBearerGuard)
  shelves(@CallerId() userId: string | null): Promise<DiscoverDto> {
    return this.discover.shelves(userId);
  }
}
