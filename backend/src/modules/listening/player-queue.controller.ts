import { Body, Controller, Get, Header, HttpCode, Put, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';

import { type AccessClaims, CurrentUser, JwtAuthGuard } from '../../platform/auth/index.js';
import { BodyLimit, JsonOnly } from '../../platform/http/index.js';
import {
  PLAYER_QUEUE_BODY_LIMIT_BYTES,
  PlayerQueueDto,
  SavePlayerQueueDto,
} from './dto/player-queue.dto.js';
import { PlayerQueueService } from './player-queue.service.js';

/** The caller's player queue (docs/adr/0048): what a reload or the next day resumes. */
@ApiTags('player')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('me/player-queue')
export class PlayerQueueController {
  constructor(private readonly queues: PlayerQueueService) {}

  // One person's state: never kept by a shared or browser cache (ADR 0025).
  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'The saved queue, without the tracks the caller may no longer see (empty if none)',
  })
  @ApiOkResponse({ type: PlayerQueueDto })
  read(@CurrentUser() caller: AccessClaims): Promise<PlayerQueueDto> {
    return this.queues.read(caller.userId);
  }

  @Put()
  @HttpCode(204)
  @BodyLimit(PLAYER_QUEUE_BODY_LIMIT_BYTES)
  @JsonOnly()
  @ApiOperation({
    summary: 'Saves the queue, the current track and position, and the modes (last change wins)',
  })
  @ApiNoContentResponse()
  async save(
    @CurrentUser() caller: AccessClaims,
    @Body() input: SavePlayerQueueDto,
  ): Promise<void> {
    await this.queues.save(caller.userId, input);
  }
}
