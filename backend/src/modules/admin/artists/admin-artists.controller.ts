import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { JsonOnly } from '../../../platform/http/index.js';
import { ArtistDirectory } from '../../catalogue/index.js';
import { UsersRepository } from '../../users/index.js';
import { AdminOnly } from '../admin-only.guard.js';
import { DEFAULT_PAGE } from '../audit/audit.dto.js';
import { readSortedPage } from '../domain/sorted-page.js';
import { AdminArtistPageDto, ArtistListQuery, toAdminArtistDto } from './admin-artists.dto.js';

/**
 * Artist profiles with their catalogue's size and the accounts that manage them. Their analytics
 * open in the artist dashboard, which lets an admin read any artist (`?artist_id=`, ADR 0036).
 */
@ApiTags('admin')
@AdminOnly()
@JsonOnly()
@Controller('admin/artists')
export class AdminArtistsController {
  constructor(
    private readonly artists: ArtistDirectory,
    private readonly users: UsersRepository,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Artist profiles, searchable by name, with their linked accounts' })
  @ApiOkResponse({ type: AdminArtistPageDto })
  async list(@Query() query: ArtistListQuery): Promise<AdminArtistPageDto> {
    const page = await readSortedPage(
      query,
      { defaultSort: 'name', timeSorts: ['created'], pageSize: DEFAULT_PAGE },
      ({ order, ...window }) =>
        this.artists.list({
          search: query.q === '' ? undefined : query.q,
          ...window,
          direction: order,
        }),
    );
    const accounts = await this.users.accountsOfArtists(page.items.map((artist) => artist.id));
    return {
      artists: page.items.map((artist) => toAdminArtistDto(artist, accounts.get(artist.id) ?? [])),
      next_cursor: page.nextCursor,
    };
  }
}
