import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { PlayerQueue, RepeatMode } from './domain/player-queue.js';

interface Row {
  track_ids: string[];
  current_index: number;
  position_s: number;
  shuffle: boolean;
  repeat: RepeatMode;
  /** ISO 8601 in UTC to the millisecond (raw statements answer timestamps as text). */
  updated_at: string;
}

/** `player_queues`: one row an account, written whole (docs/adr/0048). */
@Injectable()
export class PlayerQueueRepository {
  constructor(private readonly em: EntityManager) {}

  async find(userId: string): Promise<PlayerQueue | null> {
    const [row] = await this.em.execute<Row[]>(
      `select track_ids::text[] as track_ids, current_index, position_s::float8 as position_s,
         shuffle, repeat,
         to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
       from player_queues where user_id = ?`,
      [userId],
    );
    if (!row) return null;
    return {
      trackIds: row.track_ids,
      currentIndex: row.current_index,
      positionS: row.position_s,
      shuffle: row.shuffle,
      repeat: row.repeat,
      updatedAt: new Date(row.updated_at),
    };
  }

  /**
   * Stores the queue unless a newer change is stored already (last write wins, by the time the
   * change was made): one statement, so two saves at once cannot both win.
   */
  async save(userId: string, queue: PlayerQueue): Promise<boolean> {
    const rows = await this.em.execute<{ user_id: string }[]>(
      `insert into player_queues as q
         (user_id, track_ids, current_index, position_s, shuffle, repeat, updated_at)
       values (?, ?::uuid[], ?, ?, ?, ?, ?::timestamptz)
       on conflict (user_id) do update set track_ids = excluded.track_ids,
         current_index = excluded.current_index, position_s = excluded.position_s,
         shuffle = excluded.shuffle, repeat = excluded.repeat, updated_at = excluded.updated_at
       where q.updated_at <= excluded.updated_at
       returning user_id`,
      [
        userId,
        // An array literal: a list parameter would be spread into `(?, ?, …)`, and `{}` is empty.
        `{${queue.trackIds.join(',')}}`,
        queue.currentIndex,
        queue.positionS,
        queue.shuffle,
        queue.repeat,
        queue.updatedAt.toISOString(),
      ],
    );
    return rows.length > 0;
  }
}
