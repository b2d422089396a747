import { Body, Controller, Get, Header, Post, Put, Req, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { type AccessClaims, CurrentUser, JwtAuthGuard } from '../../platform/auth/index.js';
import { type ImageUploadRules, readImageUpload } from '../../platform/images/index.js';
import { AvatarReplyDto, ProfileDto, UpdateProfileDto } from './dto/profile.dto.js';
import { ProfileService } from './profile.service.js';
import { AVATAR_MAX_BYTES, UsersErrors } from './users.errors.js';

/** An avatar arrives as multipart `file` (re-encoded to a WebP by ProfileService). */
const AVATAR_UPLOAD: ImageUploadRules = {
  maxBytes: AVATAR_MAX_BYTES,
  missing: UsersErrors.AVATAR_MISSING,
  tooLarge: UsersErrors.AVATAR_TOO_LARGE,
};

@ApiTags('user')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('user')
export class UsersController {
  constructor(private readonly profiles: ProfileService) {}

  // One person's account: never kept by a shared or browser cache (ADR 0025).
  @Get('profile')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: ProfileDto })
  getProfile(@CurrentUser() caller: AccessClaims): Promise<ProfileDto> {
    return this.profiles.get(caller.userId);
  }

  @Put('profile')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: ProfileDto })
  updateProfile(
    @CurrentUser() caller: AccessClaims,
    @Body() changes: UpdateProfileDto,
  ): Promise<ProfileDto> {
    return this.profiles.update(caller.userId, changes);
  }

  @Post('avatar')
  @ApiCreatedResponse({ type: AvatarReplyDto })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  async uploadAvatar(
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<AvatarReplyDto> {
    const bytes = await readImageUpload(request, AVATAR_UPLOAD);
    return { url: await this.profiles.uploadAvatar(caller.userId, bytes) };
  }
}
