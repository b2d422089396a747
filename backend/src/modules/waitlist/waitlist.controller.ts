import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { HumanVerificationGuard } from '../verification/index.js';
import { ArtistSubmissionDto } from './dto/artist-submission.dto.js';
import { FanSubmissionDto } from './dto/fan-submission.dto.js';
import { WaitlistOptionsDto } from './dto/waitlist-options.dto.js';
import {
  LinkTokenDto,
  WaitlistConfirmedDto,
  WaitlistJoinedDto,
  WaitlistUnsubscribedDto,
} from './dto/waitlist-replies.dto.js';
import { ArtistIntakeGuard, FanIntakeGuard } from './waitlist-intake.guard.js';
import { type SignUpClient, WaitlistService } from './waitlist.service.js';

const clientOf = (request: FastifyRequest): SignUpClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/**
 * `/public/waitlist*` (spec §7): the artist and fan sign-ups (rate limit and form rules, then
 * human verification), the mailed links, and the forms' option lists. No login anywhere.
 */
@ApiTags('waitlist')
@Controller('public/waitlist')
export class WaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Get('options')
  @ApiOkResponse({ type: WaitlistOptionsDto })
  options(): WaitlistOptionsDto {
    return this.waitlist.options();
  }

  @Post()
  @HttpCode(201)
  @UseGuards(ArtistIntakeGuard, HumanVerificationGuard)
  @ApiCreatedResponse({ type: WaitlistJoinedDto })
  joinAsArtist(
    @Body() form: ArtistSubmissionDto,
    @Req() request: FastifyRequest,
  ): Promise<WaitlistJoinedDto> {
    return this.waitlist.join({ kind: 'artist', form }, clientOf(request));
  }

  @Post('fan')
  @HttpCode(201)
  @UseGuards(FanIntakeGuard, HumanVerificationGuard)
  @ApiCreatedResponse({ type: WaitlistJoinedDto })
  joinAsFan(
    @Body() form: FanSubmissionDto,
    @Req() request: FastifyRequest,
  ): Promise<WaitlistJoinedDto> {
    return this.waitlist.join({ kind: 'fan', form }, clientOf(request));
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: WaitlistConfirmedDto })
  confirm(
    @Body() body: LinkTokenDto,
    @Req() request: FastifyRequest,
  ): Promise<WaitlistConfirmedDto> {
    return this.waitlist.confirm(body.token, request.ip);
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOkResponse({ type: WaitlistUnsubscribedDto })
  unsubscribe(
    @Body() body: LinkTokenDto,
    @Req() request: FastifyRequest,
  ): Promise<WaitlistUnsubscribedDto> {
    return this.waitlist.unsubscribe(body.token, request.ip);
  }
}
