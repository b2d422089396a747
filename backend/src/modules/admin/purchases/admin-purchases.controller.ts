import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { type AccessClaims, CurrentUser } from '../../../platform/auth/index.js';
import { JsonOnly } from '../../../platform/http/index.js';
import { adminActionOf } from '../admin-action.js';
import { AdminOnly } from '../admin-only.guard.js';
import { DEFAULT_PAGE } from '../audit/audit.dto.js';
import { readSortedPage } from '../domain/sorted-page.js';
import { timeRange } from '../domain/time-range.js';
import {
  AdminPurchaseDetailDto,
  AdminPurchasePageDto,
  PurchaseIdParams,
  PurchaseListQuery,
  RefundRequestDto,
  toAdminPurchaseDetailDto,
  toAdminPurchaseDto,
} from './admin-purchases.dto.js';
import { AdminPurchases } from './admin-purchases.service.js';

/** Soundcheck purchases for admins: list, open with the event log, refund (docs/adr/0037). */
@ApiTags('admin')
@AdminOnly()
@JsonOnly()
@Controller('admin/purchases')
export class AdminPurchasesController {
  constructor(private readonly purchases: AdminPurchases) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: AdminPurchasePageDto })
  async list(@Query() query: PurchaseListQuery): Promise<AdminPurchasePageDto> {
    const { from, to } = timeRange(query.from, query.to);
    const page = await readSortedPage(
      query,
      { defaultSort: 'created_at', timeSorts: ['created_at'], pageSize: DEFAULT_PAGE },
      (window) =>
        this.purchases.list({
          status: query.status,
          buyer: query.buyer,
          buyerId: query.buyer_id,
          album: query.album,
          albumId: query.album_id,
          from,
          to,
          ...window,
        }),
    );
    return { purchases: page.items.map(toAdminPurchaseDto), next_cursor: page.nextCursor };
  }

  @Get(':id')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: AdminPurchaseDetailDto })
  async detail(@Param() params: PurchaseIdParams): Promise<AdminPurchaseDetailDto> {
    return toAdminPurchaseDetailDto(await this.purchases.detail(params.id));
  }

  /**
   * Asks Stripe to refund the purchase: 202, with the purchase as it is now (refund_state
   * requested). It turns refunded when Stripe's charge.refunded event arrives.
   */
  @Post(':id/refund')
  @HttpCode(202)
  @Header('cache-control', 'no-store')
  @ApiAcceptedResponse({ type: AdminPurchaseDetailDto })
  async refund(
    @Param() params: PurchaseIdParams,
    @Body() input: RefundRequestDto,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<AdminPurchaseDetailDto> {
    const purchase = await this.purchases.refund(
      adminActionOf(caller, request),
      params.id,
      input.reason ?? 'requested_by_customer',
    );
    return toAdminPurchaseDetailDto(purchase);
  }
}
