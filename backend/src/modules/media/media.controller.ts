import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { BearerAuthenticator, bearerTokenOf } from '../../platform/auth/index.js';
import { MediaPathQueryDto, SignedUrlDto } from './dto/media.dto.js';
import { MediaService } from './media.service.js';

@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(
    private readonly media: MediaService,
    private readonly bearer: BearerAuthenticator,
  ) {}

  /** The bearer is optional: who asks (nobody, a listener) picks the 401/403 text (spec §6). */
  @Get('audio')
  @ApiBearerAuth()
  @Header('cache-control', 'no-store')
  async audio(
    @Query() query: MediaPathQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<SignedUrlDto> {
    const caller = await this.bearer.authenticate(bearerTokenOf(request));
    return { signedUrl: await this.media.fullTrackUrl(query.filePath, caller?.userId ?? null) };
  }

  @Get('preview')
  @Header('cache-control', 'no-store')
  async preview(@Query() query: MediaPathQueryDto): Promise<SignedUrlDto> {
    return { signedUrl: await this.media.previewUrl(query.filePath) };
  }
}
