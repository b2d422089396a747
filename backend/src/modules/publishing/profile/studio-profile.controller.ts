import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Patch,
  Post,
  Query,
  Req,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { type AccessClaims, CurrentUser, JwtAuthGuard } from '../../../platform/auth/index.js';
import { BodyLimit, JsonOnly } from '../../../platform/http/index.js';
import { type ImageUploadRules, readImageUpload } from '../../../platform/images/index.js';
import { StudioArtistQuery } from '../releases/dto/release-requests.dto.js';
import { StudioAccess } from '../releases/studio-access.js';
import {
  PROFILE_UPDATE_BODY_LIMIT_BYTES,
  StudioProfileDto,
  UpdateStudioProfileDto,
} from './dto/profile.dto.js';
import { ARTIST_PHOTO_MAX_BYTES, ProfileErrors } from './profile.errors.js';
import { StudioProfile } from './studio-profile.service.js';

/** The photo arrives as multipart `file`, like an avatar, and is re-encoded like one. */
const PHOTO_UPLOAD: ImageUploadRules = {
  maxBytes: ARTIST_PHOTO_MAX_BYTES,
  missing: ProfileErrors.PHOTO_MISSING,
  tooLarge: ProfileErrors.PHOTO_TOO_LARGE,
};

/**
 * The artist's profile in the studio (issue 25): the artist linked to it, or an admin acting for
 * any artist (`artist_id`; past the second factor, every change audited), as for releases. One
 * person's work: never kept by a cache. PATCH takes JSON only, within its own body limit.
 */
@ApiTags('studio')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('studio/profile')
export class StudioProfileController {
  constructor(
    private readonly access: StudioAccess,
    private readonly profile: StudioProfile,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The artist's profile: what the artist page shows listeners" })
  @ApiOkResponse({ type: StudioProfileDto })
  async view(
    @Query() query: StudioArtistQuery,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<StudioProfileDto> {
    return this.profile.view(await this.access.forArtist(caller, request, query.artist_id));
  }

  @Patch()
  @BodyLimit(PROFILE_UPDATE_BODY_LIMIT_BYTES)
  @JsonOnly()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Edits the profile: name, bio, links, genres (public as it is saved)',
    description:
      "A new name moves the artist page to the name's address; refused (409 PROFILE.NAME_TAKEN) when another artist is reached by it.",
  })
  @ApiOkResponse({ type: StudioProfileDto })
  async update(
    @Query() query: StudioArtistQuery,
    @Body() input: UpdateStudioProfileDto,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<StudioProfileDto> {
    const actor = await this.access.forArtist(caller, request, query.artist_id);
    return this.profile.update(actor, input);
  }

  @Post('photo')
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Uploads the photo: JPEG, PNG or WebP up to 5 MB, stored as a 512 × 512 WebP',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({ type: StudioProfileDto })
  async uploadPhoto(
    @Query() query: StudioArtistQuery,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<StudioProfileDto> {
    const actor = await this.access.forArtist(caller, request, query.artist_id);
    return this.profile.setPhoto(actor, await readImageUpload(request, PHOTO_UPLOAD));
  }

  @Delete('photo')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Removes the photo (the artist page shows the placeholder)' })
  @ApiOkResponse({ type: StudioProfileDto })
  async removePhoto(
    @Query() query: StudioArtistQuery,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<StudioProfileDto> {
    return this.profile.removePhoto(await this.access.forArtist(caller, request, query.artist_id));
  }
}
