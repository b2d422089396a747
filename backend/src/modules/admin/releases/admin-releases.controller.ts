import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { type AccessClaims, CurrentUser } from '../../../platform/auth/index.js';
import { JsonOnly } from '../../../platform/http/index.js';
import { ReleaseModeration } from '../../publishing/index.js';
import { adminActionOf } from '../admin-action.js';
import { AdminOnly } from '../admin-only.guard.js';
import { DEFAULT_PAGE } from '../audit/audit.dto.js';
import { pagePosition, toPage } from '../domain/keyset-page.js';
import {
  AdminReleaseDto,
  AdminReleasePageDto,
  ReleaseDecisionDto,
  ReleaseIdParams,
  ReleaseListQuery,
  toAdminReleaseDto,
} from './admin-releases.dto.js';

/**
 * Releases for admins (docs/adr/0041): the newest publications, and take-down and restore — a
 * reason each time, recorded in the audit log and mailed to the artist. The decisions are
 * publishing's (ReleaseModeration); this is their door.
 */
@ApiTags('admin')
@AdminOnly()
@JsonOnly()
@Controller('admin/releases')
export class AdminReleasesController {
  constructor(private readonly moderation: ReleaseModeration) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Releases, newest publications first, with who published them' })
  @ApiOkResponse({ type: AdminReleasePageDto })
  async list(@Query() query: ReleaseListQuery): Promise<AdminReleasePageDto> {
    const limit = query.limit ?? DEFAULT_PAGE;
    const rows = await this.moderation.list({
      state: query.state,
      after: pagePosition(query.before),
      limit: limit + 1,
    });
    const page = toPage(rows, limit, (row) => ({ at: row.sortKey, id: row.albumId }));
    return { releases: page.items.map(toAdminReleaseDto), next_cursor: page.nextCursor };
  }

  @Get(':id')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: AdminReleaseDto })
  async detail(@Param() params: ReleaseIdParams): Promise<AdminReleaseDto> {
    return toAdminReleaseDto(await this.moderation.detail(params.id));
  }

  @Post(':id/take-down')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Hides the release everywhere at once (buyers keep it) and tells the artist why',
  })
  @ApiOkResponse({ type: AdminReleaseDto })
  async takeDown(
    @Param() params: ReleaseIdParams,
    @Body() input: ReleaseDecisionDto,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<AdminReleaseDto> {
    const action = adminActionOf(caller, request);
    return toAdminReleaseDto(await this.moderation.takeDown(action, params.id, input.reason));
  }

  @Post(':id/restore')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Makes a taken-down release a draft the artist may publish again' })
  @ApiOkResponse({ type: AdminReleaseDto })
  async restore(
    @Param() params: ReleaseIdParams,
    @Body() input: ReleaseDecisionDto,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<AdminReleaseDto> {
    const action = adminActionOf(caller, request);
    return toAdminReleaseDto(await this.moderation.restore(action, params.id, input.reason));
  }
}
