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
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  type AccessClaims,
  CallerId,
  CurrentUser,
  JwtAuthGuard,
  OptionalBearerGuard,
} from '../../../platform/auth/index.js';
import { JsonOnly } from '../../../platform/http/index.js';
import { AlbumDownloads } from './album-downloads.service.js';
import {
  CreateDownloadLinkDto,
  DownloadAlbumParams,
  DownloadFileParams,
  DownloadLinkDto,
  DownloadOfferDto,
  SignedDownloadQuery,
} from './dto/downloads.dto.js';
import { attachmentDisposition } from './zip-names.js';

/**
 * Owners' downloads (docs/adr/0045): what an album offers (anyone; the album page says it before
 * purchase), a signed link for a caller who may download it (bearer), and the zip behind the
 * link (no bearer: the browser navigates to it), streamed while it is made.
 */
@ApiTags('downloads')
@Controller('albums')
export class AlbumDownloadsController {
  constructor(private readonly downloads: AlbumDownloads) {}

  @Get(':id/downloads')
  @ApiBearerAuth()
  @UseGuards(OptionalBearerGuard)
  @Header('cache-control', 'private, no-cache')
  @ApiOperation({
    summary: 'The formats the album is offered in, and whether the caller may download it',
  })
  @ApiOkResponse({ type: DownloadOfferDto })
  offer(
    @Param() params: DownloadAlbumParams,
    @CallerId() userId: string | null,
  ): Promise<DownloadOfferDto> {
    return this.downloads.offer(params.id, userId);
  }

  @Post(':id/downloads')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @JsonOnly()
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'A signed link to the album as a zip, valid for ten minutes' })
  @ApiCreatedResponse({ type: DownloadLinkDto })
  createLink(
    @Param() params: DownloadAlbumParams,
    @Body() input: CreateDownloadLinkDto,
    @CurrentUser() caller: AccessClaims,
  ): Promise<DownloadLinkDto> {
    return this.downloads.createLink(params.id, caller.userId, input.format);
  }

  @Get(':id/downloads/:format')
  @ApiOperation({ summary: 'The album as a zip of tagged files (a signed link; no bearer)' })
  @ApiProduces('application/zip')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async download(
    @Param() params: DownloadFileParams,
    @Query() query: SignedDownloadQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Readable> {
    const zip = await this.downloads.zip(params.id, params.format, query);
    void reply.headers({
      'content-type': 'application/zip',
      'content-length': String(zip.size),
      'content-disposition': attachmentDisposition(zip.fileName),
      'cache-control': 'private, no-store',
    });
    if (request.method !== 'HEAD') return zip.stream;
    // Fastify's HEAD twin would read a stream to its end: a HEAD gets the headers, no audio read.
    zip.stream.destroy();
    return Readable.from([]);
  }
}
