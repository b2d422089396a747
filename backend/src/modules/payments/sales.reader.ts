import { Injectable } from '@nestjs/common';

import { preparedStatement, SqlPool } from '../../platform/database/index.js';
import { artistShareOf } from './domain/royalty.js';

export interface ArtistSales {
  /** Sales paid in the period that still grant access (refunded or lost disputes left out). */
  count: number;
  /** Minor units (pence). */
  gross: number;
  artistShare: number;
  currency: string;
}

const ARTIST_SALES = preparedStatement<
  { count: number; gross: number; currency: string | null },
  [string, string, string]
>(
  'payments-artist-sales',
  `SELECT count(*)::int AS count, coalesce(sum(p.amount), 0)::int AS gross,
          min(p.currency) AS currency
     FROM purchases p JOIN albums al ON al.id = p.album_id
    WHERE al.artist_id = $1 AND p.status IN ('paid', 'restored')
      AND p.paid_at >= ($2::date::timestamp AT TIME ZONE 'UTC')
      AND p.paid_at < (($3::date + 1)::timestamp AT TIME ZONE 'UTC')`,
);

/** An artist's Soundcheck sales over UTC days, for the analytics dashboard. */
@Injectable()
export class SalesReader {
  constructor(private readonly db: SqlPool) {}

  async ofArtist(artistId: string, period: { from: string; to: string }): Promise<ArtistSales> {
    const [row] = await this.db.query(ARTIST_SALES, [artistId, period.from, period.to]);
    const gross = row?.gross ?? 0;
    return {
      count: row?.count ?? 0,
      gross,
      artistShare: artistShareOf(gross),
      currency: (row?.currency ?? 'gbp').toUpperCase(),
    };
  }
}
