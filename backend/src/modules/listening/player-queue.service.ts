import { Injectable } from '@nestjs/common';

import { PlatformErrors } from '../../platform/http/index.js';
import { CatalogueService } from '../catalogue/index.js';
import { changeTime, indexFits, visibleQueue } from './domain/player-queue.js';
import {
  type PlayerQueueDto,
  type SavePlayerQueueDto,
  toPlayerQueueDto,
} from './dto/player-queue.dto.js';
import { PlayerQueueRepository } from './player-queue.repository.js';
import { PlayerQueueThrottle } from './player-queue-throttle.js';

/** The player's queue per account (docs/adr/0048): saved whole, read back as its owner may see it. */
@Injectable()
export class PlayerQueueService {
  constructor(
    private readonly queues: PlayerQueueRepository,
    private readonly catalogue: CatalogueService,
    private readonly throttle: PlayerQueueThrottle,
  ) {}

  /** The stored queue without the tracks the caller may no longer see; an empty one if none. */
  async read(userId: string): Promise<PlayerQueueDto> {
    const stored = await this.queues.find(userId);
    if (stored === null) return toPlayerQueueDto(null, []);
    const tracks = await this.catalogue.visibleTracksByIds(stored.trackIds, userId);
    const queue = visibleQueue(stored, new Set(tracks.map((track) => track.id)));
    return toPlayerQueueDto(queue, tracks);
  }

  /** Stores the state unless a newer one is stored (then this older change is dropped). */
  async save(userId: string, input: SavePlayerQueueDto, now = new Date()): Promise<void> {
    if (!indexFits(input.track_ids, input.current_index)) {
      const message = 'current_index must be the place of the current track in track_ids';
      throw PlatformErrors.VALIDATION_FAILED(message, [
        { field: 'current_index', messages: [message] },
      ]);
    }
    const sent = input.updated_at === undefined ? null : new Date(input.updated_at);
    if (sent !== null && Number.isNaN(sent.getTime())) {
      const message = 'updated_at must be an ISO 8601 date and time, like 2026-11-30T09:41:07.250Z';
      throw PlatformErrors.VALIDATION_FAILED(message, [
        { field: 'updated_at', messages: [message] },
      ]);
    }
    await this.throttle.saveRequested(userId);
    await this.queues.save(userId, {
      trackIds: input.track_ids.map((id) => id.toLowerCase()),
      currentIndex: input.current_index,
      positionS: input.position_s,
      shuffle: input.shuffle ?? false,
      repeat: input.repeat ?? 'off',
      updatedAt: changeTime(sent, now),
    });
  }
}
