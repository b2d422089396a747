import { Injectable } from '@nestjs/common';

import { preparedStatement, SqlPool } from '../../platform/database/index.js';

export interface UserAlbum {
  userId: string;
  albumId: string;
}

const GRANTED_PAIRS = preparedStatement<UserAlbum, [string[], string[]]>(
  'access-granted-pairs',
  `SELECT g.user_id AS "userId", g.album_id AS "albumId"
     FROM album_grants g
     JOIN unnest($1::uuid[], $2::uuid[]) AS p(user_id, album_id)
       ON g.user_id = p.user_id AND g.album_id = p.album_id`,
);

export const userAlbumKey = ({ userId, albumId }: UserAlbum): string => `${userId}:${albumId}`;

/**
 * Grants of many users at once, on the SqlPool (hot paths outside the ORM's request context,
 * such as the play-event intake): one statement for a whole batch of (user, album) pairs.
 */
@Injectable()
export class AlbumGrantPairs {
  constructor(private readonly db: SqlPool) {}

  /** The `userId:albumId` keys of the pairs that hold a grant. */
  async granted(pairs: readonly UserAlbum[]): Promise<Set<string>> {
    if (pairs.length === 0) return new Set();
    const rows = await this.db.query(GRANTED_PAIRS, [
      pairs.map((pair) => pair.userId),
      pairs.map((pair) => pair.albumId),
    ]);
    return new Set(rows.map(userAlbumKey));
  }
}
