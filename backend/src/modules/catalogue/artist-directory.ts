import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import {
  type KeysetDirection,
  type KeysetKey,
  keysetOrder,
  likePrefix,
  textKey,
  timestampKey,
} from '../../platform/database/index.js';
import { artistSlugSql } from './catalogue-rows.js';

/** The orders the admin artists list offers; each is keyset-paginated on (key, id). */
export const ARTIST_SORTS = ['name', 'created'] as const;
export type ArtistSort = (typeof ARTIST_SORTS)[number];

const SORT_KEYS: Record<ArtistSort, KeysetKey> = {
  name: textKey('lower(ar.name)'),
  created: timestampKey('ar.created_at'),
};

export interface ArtistListQuery {
  /** Matches the start of the name or of any word in it, in any case. */
  search?: string | undefined;
  sort: ArtistSort;
  direction: KeysetDirection;
  after?: { key: string; id: string } | undefined;
  limit: number;
}

export interface ArtistListRow {
  id: string;
  slug: string | null;
  name: string;
  imageUrl: string | null;
  albumCount: number;
  trackCount: number;
  createdAt: Date;
  /** The row's value in the list's order, as the next page's cursor carries it. */
  sortKey: string;
}

/** Every artist profile with the size of its catalogue, for the admin area. */
@Injectable()
export class ArtistDirectory {
  constructor(private readonly em: EntityManager) {}

  async list(query: ArtistListQuery): Promise<ArtistListRow[]> {
    const conditions: string[] = [];
    const values: unknown[] = [];
    if (query.search !== undefined) {
      const prefix = likePrefix(query.search);
      conditions.push('(lower(ar.name) like ? or lower(ar.name) like ?)');
      values.push(prefix, `% ${prefix}`);
    }
    const key = SORT_KEYS[query.sort];
    const order = keysetOrder(key, 'ar.id', query.direction, query.after);
    if (order.after) {
      conditions.push(order.after.sql);
      values.push(...order.after.values);
    }
    const rows = await this.em.execute<(ArtistListRow & { createdAt: Date | string })[]>(
      `select ar.id, ${artistSlugSql('ar')} as slug, ar.name, ar.image_url as "imageUrl",
              (select count(*)::int from albums al where al.artist_id = ar.id) as "albumCount",
              (select count(*)::int from tracks t where t.artist_id = ar.id) as "trackCount",
              ar.created_at as "createdAt", ${key.printed} as "sortKey"
       from artists ar
       ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''}
       order by ${order.orderBy} limit ?`,
      [...values, query.limit],
    );
    return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
  }

  /**
   * The artist's id and name, or null when there is no such artist; in `tx`, the row is
   * share-locked until it ends, so an account can be linked to it without it vanishing meanwhile.
   */
  async named(tx: EntityManager, id: string): Promise<{ id: string; name: string } | null> {
    const [row] = await tx.execute<{ id: string; name: string }[]>(
      'select id, name from artists where id = ? for share',
      [id],
    );
    return row ?? null;
  }
}
