import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { type AccessClaims, CurrentUser } from '../../../platform/auth/index.js';
import { JsonOnly } from '../../../platform/http/index.js';
import { adminActionOf } from '../admin-action.js';
import { AdminOnly } from '../admin-only.guard.js';
import { DEFAULT_PAGE } from '../audit/audit.dto.js';
import { readSortedPage } from '../domain/sorted-page.js';
import {
  AdminInviteDto,
  AdminInvitePageDto,
  CreateInviteDto,
  InviteIdParams,
  InviteListQuery,
  toAdminInviteDto,
} from './admin-invites.dto.js';
import { AdminInvites } from './admin-invites.service.js';

/** Registration invite codes, made, listed and revoked by admins; every change is audited. */
@ApiTags('admin')
@AdminOnly()
@JsonOnly()
@Controller('admin/invites')
export class AdminInvitesController {
  constructor(private readonly invites: AdminInvites) {}

  @Post()
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  @ApiCreatedResponse({ type: AdminInviteDto })
  async create(
    @Body() input: CreateInviteDto,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<AdminInviteDto> {
    const invite = await this.invites.create(adminActionOf(caller, request), {
      uses: input.uses,
      expiresInDays: input.expires_in_days,
      expiresAt: input.expires_at,
      note: input.note,
    });
    return toAdminInviteDto(invite, new Date());
  }

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: AdminInvitePageDto })
  async list(@Query() query: InviteListQuery): Promise<AdminInvitePageDto> {
    const page = await readSortedPage(
      query,
      { defaultSort: 'created', timeSorts: ['created'], pageSize: DEFAULT_PAGE },
      ({ order, ...window }) =>
        this.invites.list({
          search: query.q === '' ? undefined : query.q,
          status: query.status,
          ...window,
          direction: order,
        }),
    );
    const now = new Date();
    return {
      invites: page.items.map((invite) => toAdminInviteDto(invite, now)),
      next_cursor: page.nextCursor,
    };
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: AdminInviteDto })
  async revoke(
    @Param() params: InviteIdParams,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<AdminInviteDto> {
    const invite = await this.invites.revoke(adminActionOf(caller, request), params.id);
    return toAdminInviteDto(invite, new Date());
  }
}
