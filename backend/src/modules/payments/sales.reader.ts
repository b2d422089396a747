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

/** A sale counts while it grants access: paid, or restored after a won dispute. */
export const COUNTED_SALE = `p.status IN ('paid', 'restored')`;

const ARTIST_SALES = preparedStatement<
  { count: number; gross: number; currency: string | null },
  [string, string, string]
>(
  'payments-artist-sales',
  `SELECT count(*)::int AS count, coalesce(sum(p.amount), 0)::int AS gross,
          min(p.currency) AS currency
     FROM purchases p JOIN albums al ON al.id = p.album_id
    WHERE al.artist_id = $1 AND ${COUNTED_SALE}
      AND p.paid_at >= ($2::date::timestamp AT TIME ZONE 'UTC')
      AND p.paid_at < (($3::date + 1)::timestamp AT TIME ZONE 'UTC')`,
);

export interface SalesTotal {
  currency: string;
  count: number;
  /** Minor units. */
  gross: number;
}

const SALES_TOTALS = preparedStatement<
  { currency: string; count: number; gross: string; since_count: number; since_gross: string },
  [string]
>(
  'payments-sales-totals',
  `SELECT upper(p.currency) AS currency, count(*)::int AS count,
          sum(p.amount)::text AS gross,
          count(*) FILTER (WHERE p.paid_at >= ($1::date::timestamp AT TIME ZONE 'UTC'))::int
            AS since_count,
          coalesce(sum(p.amount) FILTER (
            WHERE p.paid_at >= ($1::date::timestamp AT TIME ZONE 'UTC')), 0)::text AS since_gross
     FROM purchases p
    WHERE ${COUNTED_SALE}
    GROUP BY upper(p.currency) ORDER BY count(*) DESC, upper(p.currency)`,
);

/** Soundcheck sales, for an artist's dashboard and for the admin overview. */
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

  /**
   * Every sale that counts, all time and since the UTC day `since`, one total per currency (a
   * sum across currencies would mean nothing), the busiest currency first.
   */
  async totals(since: string): Promise<{ allTime: SalesTotal[]; since: SalesTotal[] }> {
    const rows = await this.db.query(SALES_TOTALS, [since]);
    return {
      allTime: rows.map((row) => ({
        currency: row.currency,
        count: row.count,
        gross: Number(row.gross),
      })),
      since: rows
        .filter((row) => row.since_count > 0)
        .map((row) => ({
          currency: row.currency,
          count: row.since_count,
          gross: Number(row.since_gross),
        })),
    };
  }
}
