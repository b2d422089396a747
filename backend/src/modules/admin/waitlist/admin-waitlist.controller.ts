import { Readable } from 'node:stream';

import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { type AccessClaims, CurrentUser } from '../../../platform/auth/index.js';
import { JsonOnly } from '../../../platform/http/index.js';
import type { ScreeningFilters } from '../../waitlist/index.js';
import { adminActionOf } from '../admin-action.js';
import { AdminOnly } from '../admin-only.guard.js';
import { DEFAULT_PAGE } from '../audit/audit.dto.js';
import { readSortedPage } from '../domain/sorted-page.js';
import { timeRange } from '../domain/time-range.js';
import {
  AddNoteDto,
  kindOfList,
  RejectEntryDto,
  toDetailDto,
  toNoteDto,
  toSummaryDto,
  WaitlistEntryDetailDto,
  WaitlistEntryPageDto,
  WaitlistEntryParams,
  WaitlistExportQuery,
  WaitlistListParams,
  WaitlistListQuery,
  WaitlistNoteDto,
} from './admin-waitlist.dto.js';
import { AdminWaitlist, type EntryWithNotes } from './admin-waitlist.service.js';

const filtersOf = (query: WaitlistExportQuery): ScreeningFilters => ({
  status: query.status,
  confirmed: query.confirmed,
  country: query.country?.toUpperCase(),
  genre: query.genre === '' ? undefined : query.genre,
  search: query.q === '' ? undefined : query.q,
  ...timeRange(query.from, query.to),
});

const detailOf = ({ entry, notes }: EntryWithNotes): WaitlistEntryDetailDto =>
  toDetailDto(entry, notes, new Date());

/**
 * Waitlist screening (docs/adr/0035): the artist and fan queues, each entry in full with its
 * consent evidence, the admins' private notes, approve (a single-use invite, mailed) or reject
 * with a reason, and the CSV export of a filtered list. Every change is audited.
 */
@ApiTags('admin')
@AdminOnly()
@JsonOnly()
@Controller('admin/waitlist')
export class AdminWaitlistController {
  constructor(private readonly waitlist: AdminWaitlist) {}

  @Get(':list')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: WaitlistEntryPageDto })
  async list(
    @Param() params: WaitlistListParams,
    @Query() query: WaitlistListQuery,
  ): Promise<WaitlistEntryPageDto> {
    const filters = filtersOf(query);
    const page = await readSortedPage(
      query,
      { defaultSort: 'created_at', timeSorts: ['created_at'], pageSize: DEFAULT_PAGE },
      (window) => this.waitlist.list(kindOfList(params.list), { ...filters, ...window }),
    );
    return { entries: page.items.map(toSummaryDto), next_cursor: page.nextCursor };
  }

  @Get(':list/export.csv')
  @ApiOperation({ summary: 'The list as CSV (the filters apply), in sign-up order' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  async exportCsv(
    @Param() params: WaitlistListParams,
    @Query() query: WaitlistExportQuery,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Readable> {
    const chunks = await this.waitlist.export(
      adminActionOf(caller, request),
      kindOfList(params.list),
      filtersOf(query),
    );
    const day = new Date().toISOString().slice(0, 10);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="encore-waitlist-${params.list}-${day}.csv"`,
      )
      .header('cache-control', 'no-store');
    // Streamed a page at a time: a long list never sits in memory whole.
    return Readable.from(chunks);
  }

  @Get(':list/:id')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: WaitlistEntryDetailDto })
  async detail(@Param() params: WaitlistEntryParams): Promise<WaitlistEntryDetailDto> {
    return detailOf(await this.waitlist.detail(kindOfList(params.list), params.id));
  }

  @Post(':list/:id/notes')
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  @ApiCreatedResponse({ type: WaitlistNoteDto })
  async addNote(
    @Param() params: WaitlistEntryParams,
    @Body() input: AddNoteDto,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<WaitlistNoteDto> {
    const note = await this.waitlist.addNote(
      adminActionOf(caller, request),
      kindOfList(params.list),
      params.id,
      input.body,
    );
    return toNoteDto(note);
  }

  @Post(':list/:id/approve')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Approve: a single-use invite code linked to the entry, mailed' })
  @ApiOkResponse({ type: WaitlistEntryDetailDto })
  async approve(
    @Param() params: WaitlistEntryParams,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<WaitlistEntryDetailDto> {
    return detailOf(
      await this.waitlist.approve(
        adminActionOf(caller, request),
        kindOfList(params.list),
        params.id,
      ),
    );
  }

  @Post(':list/:id/reject')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: WaitlistEntryDetailDto })
  async reject(
    @Param() params: WaitlistEntryParams,
    @Body() input: RejectEntryDto,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<WaitlistEntryDetailDto> {
    return detailOf(
      await this.waitlist.reject(
        adminActionOf(caller, request),
        kindOfList(params.list),
        params.id,
        input.reason,
      ),
    );
  }

  @Post(':list/:id/resend-invite')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Queue the invite mail again, while its code can still be used' })
  @ApiOkResponse({ type: WaitlistEntryDetailDto })
  async resendInvite(
    @Param() params: WaitlistEntryParams,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<WaitlistEntryDetailDto> {
    return detailOf(
      await this.waitlist.resendInvite(
        adminActionOf(caller, request),
        kindOfList(params.list),
        params.id,
      ),
    );
  }
}
