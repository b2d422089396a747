import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Req,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { type AccessClaims, CurrentUser, JwtAuthGuard } from '../../../platform/auth/index.js';
import { JsonOnly } from '../../../platform/http/index.js';
import {
  CreateReleaseDto,
  PublishReleaseDto,
  ReleaseIdParams,
  StudioArtistQuery,
  UpdateReleaseDto,
} from './dto/release-requests.dto.js';
import {
  StudioReleaseDto,
  StudioReleaseListDto,
  StudioTrackDto,
} from './dto/studio-release.dto.js';
import { CreateTrackSlotDto } from './dto/track-requests.dto.js';
import { ReleasePublisher } from './release-publisher.js';
import { ReleaseViews } from './release-views.js';
import { StudioAccess } from './studio-access.js';
import { StudioReleases } from './studio-releases.service.js';
import { StudioTracks } from './studio-tracks.service.js';

/**
 * An artist's releases in the studio (docs/adr/0041): the artist linked to the profile, or an
 * admin acting for any artist (`artist_id`; past the second factor, every change audited).
 * Another artist's release answers 404. One person's work: never kept by a cache. POST and
 * PATCH take JSON only (@JsonOnly); DELETE takes no body, and no cross-site form can send it.
 */
@ApiTags('studio')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('studio/releases')
export class StudioReleasesController {
  constructor(
    private readonly access: StudioAccess,
    private readonly releases: StudioReleases,
    private readonly tracks: StudioTracks,
    private readonly publisher: ReleasePublisher,
    private readonly views: ReleaseViews,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The artist profile's releases, newest first" })
  @ApiOkResponse({ type: StudioReleaseListDto })
  async list(
    @Query() query: StudioArtistQuery,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<StudioReleaseListDto> {
    return this.releases.list(await this.access.forArtist(caller, request, query.artist_id));
  }

  @Post()
  @JsonOnly()
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'A new draft release (an album, EP or single)' })
  @ApiCreatedResponse({ type: StudioReleaseDto })
  async create(
    @Body() input: CreateReleaseDto,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<StudioReleaseDto> {
    const actor = await this.access.forArtist(caller, request, input.artist_id);
    return this.releases.create(actor, input);
  }

  @Get(':id')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The release, its tracks with their processing, and what it lacks' })
  @ApiOkResponse({ type: StudioReleaseDto })
  async view(
    @Param() params: ReleaseIdParams,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<StudioReleaseDto> {
    return this.releases.view(await this.access.forRelease(caller, request, params.id));
  }

  @Patch(':id')
  @JsonOnly()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "Edits the release's fields (a public one must stay complete)" })
  @ApiOkResponse({ type: StudioReleaseDto })
  async update(
    @Param() params: ReleaseIdParams,
    @Body() input: UpdateReleaseDto,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<StudioReleaseDto> {
    const actor = await this.access.forRelease(caller, request, params.id);
    return this.releases.update(actor, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes a draft that was never published, with its files' })
  @ApiNoContentResponse()
  async remove(
    @Param() params: ReleaseIdParams,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.releases.remove(await this.access.forRelease(caller, request, params.id));
  }

  @Post(':id/tracks')
  @JsonOnly()
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'A track slot for a file about to be uploaded (drafts only)',
    description:
      'Upload the file over tus at /api/studio/uploads with Upload-Metadata trackId = the slot id.',
  })
  @ApiCreatedResponse({ type: StudioTrackDto })
  async addTrack(
    @Param() params: ReleaseIdParams,
    @Body() input: CreateTrackSlotDto,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<StudioTrackDto> {
    const actor = await this.access.forRelease(caller, request, params.id);
    return this.tracks.addSlot(actor, input);
  }

  @Post(':id/publish')
  @JsonOnly()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Publishes now, or schedules it (`at`); refused with what is missing in details',
  })
  @ApiOkResponse({ type: StudioReleaseDto })
  async publish(
    @Param() params: ReleaseIdParams,
    @Body() input: PublishReleaseDto,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<StudioReleaseDto> {
    const actor = await this.access.forRelease(caller, request, params.id);
    await this.publisher.publish(actor, input.at);
    return this.views.dto(params.id, actor);
  }

  @Post(':id/unpublish')
  @JsonOnly()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Back to a draft, hidden at once (buyers keep what they bought)' })
  @ApiOkResponse({ type: StudioReleaseDto })
  async unpublish(
    @Param() params: ReleaseIdParams,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<StudioReleaseDto> {
    const actor = await this.access.forRelease(caller, request, params.id);
    await this.publisher.unpublish(actor);
    return this.views.dto(params.id, actor);
  }
}
