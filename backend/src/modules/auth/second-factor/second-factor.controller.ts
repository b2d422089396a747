import { Body, Controller, Get, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { type AccessClaims, CurrentUser, JwtAuthGuard } from '../../../platform/auth/index.js';
import { JsonOnly } from '../../../platform/http/index.js';
import {
  ConfirmEnrolmentDto,
  EnrolmentConfirmReplyDto,
  EnrolmentStartReplyDto,
  SecondFactorCodeDto,
  SecondFactorStatusDto,
} from './dto/second-factor.dto.js';
import { SecondFactorService } from './second-factor.service.js';

const NO_STORE = ['cache-control', 'no-store'] as const;

/**
 * The signed-in caller's authenticator app (TOTP): any user may enrol; admins must pass it in
 * their session before any admin call (docs/adr/0031).
 */
@ApiTags('auth')
@ApiBearerAuth()
@JsonOnly()
@UseGuards(JwtAuthGuard)
@Controller('auth/second-factor')
export class SecondFactorController {
  constructor(private readonly secondFactor: SecondFactorService) {}

  @Get()
  @Header(...NO_STORE)
  @ApiOkResponse({ type: SecondFactorStatusDto })
  status(@CurrentUser() caller: AccessClaims): Promise<SecondFactorStatusDto> {
    return this.secondFactor.status(caller);
  }

  @Post('enrolment')
  @Header(...NO_STORE)
  @ApiCreatedResponse({ type: EnrolmentStartReplyDto })
  startEnrolment(@CurrentUser() caller: AccessClaims): Promise<EnrolmentStartReplyDto> {
    return this.secondFactor.startEnrolment(caller);
  }

  @Post('enrolment/confirm')
  @Header(...NO_STORE)
  @HttpCode(200)
  @ApiOkResponse({ type: EnrolmentConfirmReplyDto })
  confirmEnrolment(
    @CurrentUser() caller: AccessClaims,
    @Body() input: ConfirmEnrolmentDto,
  ): Promise<EnrolmentConfirmReplyDto> {
    return this.secondFactor.confirmEnrolment(caller, input.code);
  }

  @Post('verify')
  @Header(...NO_STORE)
  @HttpCode(200)
  @ApiOkResponse({ type: SecondFactorStatusDto })
  verify(
    @CurrentUser() caller: AccessClaims,
    @Body() input: SecondFactorCodeDto,
  ): Promise<SecondFactorStatusDto> {
    return this.secondFactor.verify(caller, input.code);
  }

  @Post('disable')
  @Header(...NO_STORE)
  @HttpCode(200)
  @ApiOkResponse({ type: SecondFactorStatusDto })
  disable(
    @CurrentUser() caller: AccessClaims,
    @Body() input: SecondFactorCodeDto,
  ): Promise<SecondFactorStatusDto> {
    return this.secondFactor.disable(caller, input.code);
  }
}
