import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Module } from '@nestjs/common';

import { COUNTED_SALE } from './sales.reader.js';

/** Someone whose Soundcheck purchase of an album still grants access. */
export interface AlbumBuyer {
  userId: string;
  email: string;
}

/**
 * Who bought an album and keeps it (a refund or a lost dispute takes a buyer out): what the
 * studio reads before it lets a sold track go (docs/adr/0050), and whom it tells about new ones.
 */
@Injectable()
export class AlbumBuyers {
  /** How many people, each counted once however many times they bought it. */
  async count(em: EntityManager, albumId: string): Promise<number> {
    const [row] = await em.execute<{ n: number }[]>(
      `select count(distinct p.user_id)::int as n from purchases p
        where p.album_id = ? and ${COUNTED_SALE}`,
      [albumId],
    );
    return row?.n ?? 0;
  }

  async list(em: EntityManager, albumId: string): Promise<AlbumBuyer[]> {
    return em.execute<AlbumBuyer[]>(
      `select distinct u.id as "userId", u.email from purchases p join users u on u.id = p.user_id
        where p.album_id = ? and ${COUNTED_SALE} order by u.email`,
      [albumId],
    );
  }
}

/** The album's buyers for modules that must not pull in checkout and Stripe (publishing). */
@Module({ providers: [AlbumBuyers], exports: [AlbumBuyers] })
export class AlbumBuyersModule {}
