import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { CallerId, OptionalBearerGuard } from '../../platform/auth/index.js';
import { MediaPathQueryDto, SignedUrlDto } from './dto/media.dto.js';
import { MediaService } from './media.service.js';

@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  /** The bearer is optional: who asks (nobody, a listener) picks the 401/403 text (spec §6). */
  @Get('audio')
  @ApiBearerAuth()
  @ApiOkResponse({ type: SignedUrlDto })
  @UseGuards(OptionalBearerGuard)
  @Header('cache-control', 'no-store')
  async audio(
    @Query() query: MediaPathQueryDto,
    @CallerId() userId: string | null,
  ): Promise<SignedUrlDto> {
    return { signedUrl: await this.media.fullTrackUrl(query.filePath, userId) };
  }

  @Get('preview')
  @ApiOkResponse({ type: SignedUrlDto })
  @Header('cache-control', 'no-store')
  async preview(@Query() query: MediaPathQueryDto): Promise<SignedUrlDto> {
    return { signedUrl: await this.media.previewUrl(query.filePath) };
  }
}
