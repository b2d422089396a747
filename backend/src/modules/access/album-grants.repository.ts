import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { AccessType } from './domain/access-types.js';

/** A grant as its owner (the payments module) states it; `grantedAt: null` removes it. */
export interface AlbumGrantState {
  userId: string;
  albumId: string;
  accessType: AccessType;
  grantedAt: Date | null;
}

/** `album_grants`: who may play which purchasable album, one row per user and album. */
@Injectable()
export class AlbumGrantsRepository {
  constructor(private readonly em: EntityManager) {}

  async grantedAmong(userId: string, albumIds: readonly string[]): Promise<string[]> {
    const rows = await this.em.execute<{ album_id: string }[]>(
      'SELECT album_id FROM album_grants WHERE user_id = ? AND album_id IN (?)',
      [userId, albumIds],
    );
    return rows.map((row) => row.album_id);
  }

  async grantedAt(userId: string, albumId: string): Promise<Date | null> {
    const [row] = await this.em.execute<{ granted_at: Date | string }[]>(
      'SELECT granted_at FROM album_grants WHERE user_id = ? AND album_id = ?',
      [userId, albumId],
    );
    // Raw statements return timestamps as the driver gives them (text here).
    return row ? new Date(row.granted_at) : null;
  }

  /**
   * Writes the grant as stated, in the caller's transaction (`em` is its transactional manager),
   * so a purchase's state and the access it gives change together.
   */
  async set(em: EntityManager, grant: AlbumGrantState): Promise<void> {
    if (grant.grantedAt === null) {
      await em.execute('DELETE FROM album_grants WHERE user_id = ? AND album_id = ?', [
        grant.userId,
        grant.albumId,
      ]);
      return;
    }
    await em.execute(
      `INSERT INTO album_grants (user_id, album_id, access_type, granted_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, album_id) DO UPDATE SET granted_at = excluded.granted_at`,
      [grant.userId, grant.albumId, grant.accessType, grant.grantedAt],
    );
  }
}
