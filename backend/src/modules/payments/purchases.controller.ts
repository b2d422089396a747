import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { type AccessClaims, CurrentUser, JwtAuthGuard } from '../../platform/auth/index.js';
import { AccessCheckDto, AlbumAccessParams, PurchaseDto } from './dto/purchase.dto.js';
import { PurchasesService } from './purchases.service.js';

@ApiTags('user')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('user')
export class PurchasesController {
  constructor(private readonly purchases: PurchasesService) {}

  @Get('access/:albumId')
  @ApiOkResponse({ type: AccessCheckDto })
  access(
    @CurrentUser() caller: AccessClaims,
    @Param() params: AlbumAccessParams,
  ): Promise<AccessCheckDto> {
    return this.purchases.accessTo(caller.userId, params.albumId);
  }

  @Get('purchases')
  @ApiOkResponse({ type: [PurchaseDto], description: 'Newest first' })
  list(@CurrentUser() caller: AccessClaims): Promise<PurchaseDto[]> {
    return this.purchases.list(caller.userId);
  }
}
