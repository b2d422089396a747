import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import {
  type KeysetDirection,
  type KeysetKey,
  keysetOrder,
  textKey,
  timestampKey,
} from '../../platform/database/index.js';
import type { PurchaseStatus } from './domain/purchase-status.js';
import { PURCHASE_COLUMNS, type PurchaseRecord, toPurchaseRecord } from './purchases.repository.js';

/** How the admin list may be ordered; each with the purchase id as the tie-breaker. */
export const PURCHASE_SORTS = ['created_at', 'buyer', 'album'] as const;
export type PurchaseSort = (typeof PURCHASE_SORTS)[number];
export type SortOrder = KeysetDirection;

export interface PurchaseSearchQuery {
  status?: PurchaseStatus | undefined;
  /** Part of the buyer's email, any case. */
  buyer?: string | undefined;
  buyerId?: string | undefined;
  /** Part of the album's title, any case. */
  album?: string | undefined;
  albumId?: string | undefined;
  /** Checkout opened at or after (inclusive) / before (exclusive). */
  from?: Date | undefined;
  to?: Date | undefined;
  sort: PurchaseSort;
  order: SortOrder;
  /** The last row of the previous page: its sort key as `sortKey` printed it, and its id. */
  after?: { key: string; id: string } | undefined;
  limit: number;
}

/** A purchase with the names an admin reads it by. */
export interface PurchaseListing extends PurchaseRecord {
  buyerEmail: string;
  buyerName: string;
  albumTitle: string;
  artistName: string;
  /** The row's sort key as text (a time with microseconds, an email, a title): the cursor. */
  sortKey: string;
}

/** What each order sorts on (docs/adr/0037); the purchase id breaks ties. */
const SORT_KEYS: Record<PurchaseSort, KeysetKey> = {
  created_at: timestampKey('p."createdAt"'),
  buyer: textKey('u.email'),
  album: textKey('al.title'),
};

/**
 * Purchases as the admin area lists them: filtered, ordered and keyset-paginated on (sort key,
 * id), so a page never skips or repeats a row however many purchases come in meanwhile.
 */
@Injectable()
export class PurchaseSearch {
  constructor(private readonly em: EntityManager) {}

  async list(query: PurchaseSearchQuery): Promise<PurchaseListing[]> {
    const conditions: string[] = [];
    const values: unknown[] = [];
    const where = (condition: string, ...bound: unknown[]): void => {
      conditions.push(condition);
      values.push(...bound);
    };
    if (query.status !== undefined) where('p.status = ?', query.status);
    // strpos, not LIKE: the admin's text is matched as typed, % and _ included.
    if (query.buyer !== undefined) where('strpos(lower(u.email), lower(?)) > 0', query.buyer);
    if (query.buyerId !== undefined) where('p."userId" = ?', query.buyerId);
    if (query.album !== undefined) where('strpos(lower(al.title), lower(?)) > 0', query.album);
    if (query.albumId !== undefined) where('p."albumId" = ?', query.albumId);
    if (query.from !== undefined) where('p."createdAt" >= ?', query.from);
    if (query.to !== undefined) where('p."createdAt" < ?', query.to);
    const key = SORT_KEYS[query.sort];
    const order = keysetOrder(key, 'p.id', query.order, query.after);
    if (order.after) where(order.after.sql, ...order.after.values);
    const rows = await this.em.execute<PurchaseListing[]>(
      `select p.*, u.email as "buyerEmail", u.display_name as "buyerName",
              al.title as "albumTitle", ar.name as "artistName", ${key.printed} as "sortKey"
         from (select ${PURCHASE_COLUMNS} from purchases) p
         join users u on u.id = p."userId"
         join albums al on al.id = p."albumId"
         join artists ar on ar.id = al.artist_id
       ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''}
       order by ${order.orderBy} limit ?`,
      [...values, query.limit],
    );
    return rows.map((row) => toPurchaseRecord(row) as PurchaseListing);
  }
}
