import { Module } from '@nestjs/common';

import { CatalogueModule } from '../catalogue/index.js';
import { PlayerQueueController } from './player-queue.controller.js';
import { PlayerQueueRepository } from './player-queue.repository.js';
import { PlayerQueueService } from './player-queue.service.js';
import { PlayerQueueThrottle } from './player-queue-throttle.js';

/** The listener's player state kept per account: the queue (docs/adr/0048). */
@Module({
  imports: [CatalogueModule],
  controllers: [PlayerQueueController],
  providers: [PlayerQueueRepository, PlayerQueueService, PlayerQueueThrottle],
})
export class ListeningModule {}
