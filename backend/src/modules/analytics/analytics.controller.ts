import { Body, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiAcceptedResponse, ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { bearerTokenOf } from '../../platform/auth/index.js';
import { BodyLimit, WITHOUT_SECURITY_HEADERS } from '../../platform/http/index.js';
import { LogPlayDto, PlayAcceptedDto } from './dto/log-play.dto.js';
import { PlayEventIntake } from './play-event-intake.js';

/** A play event is a few hundred bytes; anything much larger is refused before it is parsed. */
const LOG_PLAY_BODY_LIMIT_BYTES = 8 * 1024;

@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly intake: PlayEventIntake) {}

  /**
   * 202 once the event is queued. The bearer is optional: a missing, expired, forged or revoked
   * token records the play as anonymous rather than losing it (the client never reads the
   * reply); the intake checks it as OptionalBearerGuard would, with revocations looked up per
   * batch. The document headers are left off, as on the media stream: they mean nothing on this
   * tiny JSON reply.
   */
  @Post('log-play')
  @HttpCode(202)
  @RouteConfig(WITHOUT_SECURITY_HEADERS)
  @BodyLimit(LOG_PLAY_BODY_LIMIT_BYTES)
  @Header('x-content-type-options', 'nosniff')
  @ApiBearerAuth()
  @ApiAcceptedResponse({ type: PlayAcceptedDto })
  async logPlay(
    @Body() input: LogPlayDto,
    @Req() request: FastifyRequest,
  ): Promise<PlayAcceptedDto> {
    return {
      id: await this.intake.accept(input, {
        bearer: bearerTokenOf(request),
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
    };
  }
}
