import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { type AccessClaims, CurrentUser } from '../../../platform/auth/index.js';
import { JsonOnly } from '../../../platform/http/index.js';
import { adminActionOf } from '../admin-action.js';
import { AdminOnly } from '../admin-only.guard.js';
import { DEFAULT_PAGE } from '../audit/audit.dto.js';
import { readSortedPage } from '../domain/sorted-page.js';
import {
  AccessChangeDto,
  AdminUserDetailDto,
  AdminUserPageDto,
  ArtistLinkDto,
  RoleChangeDto,
  toAdminUserDto,
  UserIdParams,
  UserListQuery,
} from './admin-users.dto.js';
import { AdminUsers } from './admin-users.service.js';

/** Accounts: find them, open one, change its role, link it to an artist, disable it. */
@ApiTags('admin')
@AdminOnly()
@JsonOnly()
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsers) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: AdminUserPageDto })
  async list(@Query() query: UserListQuery): Promise<AdminUserPageDto> {
    const page = await readSortedPage(
      query,
      { defaultSort: 'created', timeSorts: ['created'], pageSize: DEFAULT_PAGE },
      ({ order, ...window }) =>
        this.users.list({
          search: query.q === '' ? undefined : query.q,
          role: query.role,
          disabled: query.status === undefined ? undefined : query.status === 'disabled',
          ...window,
          direction: order,
        }),
    );
    return { users: page.items.map(toAdminUserDto), next_cursor: page.nextCursor };
  }

  @Get(':id')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: AdminUserDetailDto })
  detail(@Param() params: UserIdParams): Promise<AdminUserDetailDto> {
    return this.users.detail(params.id);
  }

  @Put(':id/role')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: "Changes the account's role; it applies from the account's next request",
    description: 'ADMIN.LAST_ADMIN (409) when it would leave Encore without an enabled admin.',
  })
  @ApiOkResponse({ type: AdminUserDetailDto })
  async changeRole(
    @Param() params: UserIdParams,
    @Body() input: RoleChangeDto,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<AdminUserDetailDto> {
    await this.users.changeRole(adminActionOf(caller, request), params.id, input.role);
    return this.users.detail(params.id);
  }

  @Put(':id/artist')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Links the account to the artist profile it manages, or unlinks it (null)',
  })
  @ApiOkResponse({ type: AdminUserDetailDto })
  async linkArtist(
    @Param() params: UserIdParams,
    @Body() input: ArtistLinkDto,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<AdminUserDetailDto> {
    await this.users.linkArtist(adminActionOf(caller, request), params.id, input.artist_id);
    return this.users.detail(params.id);
  }

  @Post(':id/disable')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Disables the account: it cannot log in, and every session ends at once',
    description:
      'ADMIN.CANNOT_DISABLE_SELF (409) for your own account; ADMIN.LAST_ADMIN (409) for the last enabled admin.',
  })
  @ApiOkResponse({ type: AdminUserDetailDto })
  async disable(
    @Param() params: UserIdParams,
    @Body() input: AccessChangeDto,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<AdminUserDetailDto> {
    await this.users.setDisabled(adminActionOf(caller, request), params.id, true, input.reason);
    return this.users.detail(params.id);
  }

  @Post(':id/enable')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Enables a disabled account again: it can log in afresh' })
  @ApiOkResponse({ type: AdminUserDetailDto })
  async enable(
    @Param() params: UserIdParams,
    @Body() input: AccessChangeDto,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<AdminUserDetailDto> {
    await this.users.setDisabled(adminActionOf(caller, request), params.id, false, input.reason);
    return this.users.detail(params.id);
  }
}
