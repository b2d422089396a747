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
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { type AccessClaims, CurrentUser, JwtAuthGuard } from '../../../platform/auth/index.js';
import { BodyLimit, JsonOnly } from '../../../platform/http/index.js';
import { StudioTrackDto } from './dto/studio-release.dto.js';
import {
  TRACK_UPDATE_BODY_LIMIT_BYTES,
  TrackIdParams,
  UpdateTrackDto,
} from './dto/track-requests.dto.js';
import { StudioTrackAudioDto } from './dto/track-audio.dto.js';
import { StudioAccess } from './studio-access.js';
import { StudioListening } from './studio-listening.js';
import { StudioTracks } from './studio-tracks.service.js';

/** A release's tracks in the studio (docs/adr/0041); the same callers as its release. */
@ApiTags('studio')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('studio/tracks')
export class StudioTracksController {
  constructor(
    private readonly access: StudioAccess,
    private readonly tracks: StudioTracks,
    private readonly listening: StudioListening,
  ) {}

  @Patch(':id')
  @BodyLimit(TRACK_UPDATE_BODY_LIMIT_BYTES)
  @JsonOnly()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Edits the track: title, position, explicit, ISRC, credits, lyrics, preview start',
  })
  @ApiOkResponse({ type: StudioTrackDto })
  async update(
    @Param() params: TrackIdParams,
    @Body() input: UpdateTrackDto,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<StudioTrackDto> {
    const actor = await this.access.forTrack(caller, request, params.id);
    return this.tracks.update(actor, params.id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Removes the track while its release is a draft' })
  @ApiNoContentResponse()
  async remove(
    @Param() params: TrackIdParams,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.tracks.remove(await this.access.forTrack(caller, request, params.id), params.id);
  }

  @Post(':id/retry')
  @JsonOnly()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Processes the track again from its stored file' })
  @ApiOkResponse({ type: StudioTrackDto })
  async retry(
    @Param() params: TrackIdParams,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<StudioTrackDto> {
    const actor = await this.access.forTrack(caller, request, params.id);
    return this.tracks.retry(actor, params.id);
  }

  @Get(':id/audio')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'A signed address of the track for its artist to hear it, a draft too',
    description:
      "The full MP3 stream, so the studio can play any 30 seconds before choosing the preview's start. Valid for the track's length plus ten minutes (at most an hour); opens only this track's files.",
  })
  @ApiOkResponse({ type: StudioTrackAudioDto })
  async audio(
    @Param() params: TrackIdParams,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<StudioTrackAudioDto> {
    await this.access.forTrack(caller, request, params.id);
    return this.listening.audio(params.id);
  }

  @Get(':id/peaks')
  @ApiOperation({ summary: "The track's waveform peaks (JSON, as the pipeline made them)" })
  @ApiOkResponse({ schema: { type: 'object', description: 'The peaks document' } })
  async peaks(
    @Param() params: TrackIdParams,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    await this.access.forTrack(caller, request, params.id);
    const peaks = await this.tracks.peaks(params.id);
    // Fixed for the version it belongs to, but only its artist may read it: private caching.
    void reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'private, no-cache');
    return peaks;
  }
}
