import { Injectable } from '@nestjs/common';

import { SqlPool } from '../../../platform/database/index.js';
import type { Period } from './domain/analytics-range.js';
import { periodParts } from './domain/period-parts.js';
import {
  KEEP_CLOSED_COUNTS,
  KEPT_LISTENER_COUNTS,
  type ListenerCountRow,
  type ListenerScope,
  OPEN_COUNTS,
} from './period-listeners-sql.js';

export interface ListenerCount {
  listeners: number;
  signedIn: number;
  /** Listeners who started a full play (ADR 0046). */
  played: number;
  /** Listeners who started a preview. */
  previewed: number;
}

const NONE: ListenerCount = { listeners: 0, signedIn: 0, played: 0, previewed: 0 };

/**
 * Distinct listeners of artists or tracks over a period, exact (ADR 0030), and of them those
 * who started a full play and those who started a preview (ADR 0046): the closed days'
 * count is computed once and kept in play_period_listeners; the open days (yesterday, today) add
 * the listeners the closed days did not have. A year of the busiest artist's listener sets is
 * counted once a day instead of on every read.
 */
@Injectable()
export class PeriodListeners {
  constructor(private readonly db: SqlPool) {}

  async of(
    scope: ListenerScope,
    subjectIds: readonly string[],
    period: Period,
    now = new Date(),
  ): Promise<Map<string, ListenerCount>> {
    const counts = new Map<string, ListenerCount>(subjectIds.map((id) => [id, NONE]));
    if (subjectIds.length === 0) return counts;
    const { closed, open } = periodParts(period, now);
    const [closedRows, openRows] = await Promise.all([
      closed === null ? [] : this.closedCounts(scope, [...counts.keys()], closed),
      open === null
        ? []
        : this.db.query(OPEN_COUNTS[scope], [
            [...counts.keys()],
            open.from,
            open.to,
            closed?.from ?? null,
            closed?.to ?? null,
          ]),
    ]);
    for (const row of [...closedRows, ...openRows]) {
      const sum = counts.get(row.subject_id) ?? NONE;
      counts.set(row.subject_id, {
        listeners: sum.listeners + row.listeners,
        signedIn: sum.signedIn + row.signed_in,
        played: sum.played + row.play_listeners,
        previewed: sum.previewed + row.preview_listeners,
      });
    }
    return counts;
  }

  private async closedCounts(
    scope: ListenerScope,
    ids: string[],
    closed: Period,
  ): Promise<ListenerCountRow[]> {
    const kept = await this.db.query(KEPT_LISTENER_COUNTS, [scope, ids, closed.from, closed.to]);
    const known = new Set(kept.map((row) => row.subject_id));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length === 0) return kept;
    const counted = await this.db.query(KEEP_CLOSED_COUNTS[scope], [
      missing,
      closed.from,
      closed.to,
    ]);
    return [...kept, ...counted];
  }
}
