import { Controller, Header, HttpCode, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';

import { type AccessClaims, CurrentUser } from '../../../platform/auth/index.js';
import { JsonOnly } from '../../../platform/http/index.js';
import { AdminOnly } from '../admin-only.guard.js';
import { QUEUE_BOARD_PATH } from './queue-board-cookie.js';
import { QueueBoardDoor } from './queue-board-door.js';
import { QueueBoardSessionDto } from './queue-board-session.dto.js';

/**
 * The way into the queue board: the SPA holds its access token in memory and a page navigation
 * carries none, so an admin (role and second factor checked, as for every admin call) swaps it
 * here for the board's cookie, then opens /admin/queues (docs/adr/0038).
 */
@ApiTags('admin')
@AdminOnly()
@JsonOnly()
@Controller('admin/queue-board')
export class QueueBoardSessionController {
  constructor(private readonly door: QueueBoardDoor) {}

  @Post('session')
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  @ApiCreatedResponse({
    type: QueueBoardSessionDto,
    description:
      'Sets the encore_queue_board cookie (HttpOnly, SameSite=Strict, Path=/admin/queues).',
  })
  async open(
    @CurrentUser() caller: AccessClaims,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<QueueBoardSessionDto> {
    const expiresAt = await this.door.open(caller, reply);
    return { url: QUEUE_BOARD_PATH, expires_at: new Date(expiresAt * 1000).toISOString() };
  }
}
