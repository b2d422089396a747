import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { type AccessClaims, CurrentUser, JwtAuthGuard } from '../../platform/auth/index.js';
import { CheckoutService } from './checkout.service.js';
import {
  CheckoutReplyDto,
  CheckoutRequestDto,
  ConfirmCheckoutDto,
  PriceDto,
  PriceParams,
} from './dto/checkout.dto.js';
import { CheckoutConfirmationDto } from './dto/purchase.dto.js';
import { PurchasesService } from './purchases.service.js';
import { SoundcheckPrices } from './soundcheck-prices.js';

/** `/stripe/*`: the payment provider's calls (spec §7); the webhook is stripe-webhook.route.ts. */
@ApiTags('payments')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('stripe')
export class StripeController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly purchases: PurchasesService,
    private readonly prices: SoundcheckPrices,
  ) {}

  @Get('prices/:accessType')
  @ApiOkResponse({ type: PriceDto })
  price(@Param() params: PriceParams): Promise<PriceDto> {
    return this.prices.of(params.accessType);
  }

  @Post('checkout')
  @HttpCode(200)
  @ApiOkResponse({ type: CheckoutReplyDto })
  start(
    @CurrentUser() caller: AccessClaims,
    @Body() request: CheckoutRequestDto,
  ): Promise<CheckoutReplyDto> {
    return this.checkout.start(caller.userId, request);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: CheckoutConfirmationDto })
  confirm(
    @CurrentUser() caller: AccessClaims,
    @Body() request: ConfirmCheckoutDto,
  ): Promise<CheckoutConfirmationDto> {
    return this.purchases.confirm(caller.userId, request.session_id);
  }
}
