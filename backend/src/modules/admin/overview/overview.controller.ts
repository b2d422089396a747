import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { JsonOnly } from '../../../platform/http/index.js';
import { AdminOnly } from '../admin-only.guard.js';
import { AdminOverview } from './admin-overview.service.js';
import { AdminOverviewDto } from './overview.dto.js';

/** The admin dashboard's figures: accounts, catalogue, plays, sales, waitlists, queues. */
@ApiTags('admin')
@AdminOnly()
@JsonOnly()
@Controller('admin/overview')
export class AdminOverviewController {
  constructor(private readonly overview: AdminOverview) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: AdminOverviewDto })
  read(): Promise<AdminOverviewDto> {
    return this.overview.read(new Date());
  }
}
