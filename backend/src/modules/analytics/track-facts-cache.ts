import { Injectable } from '@nestjs/common';

import { ListingChanges, type TrackFacts, TrackFactsReader } from '../catalogue/index.js';

/**
 * Tracks rarely change; a renamed title reaches new events within this long. Listing changes
 * (a release published or taken down, a track added or deleted) drop everything kept at once.
 */
export const TRACK_FACTS_TTL_MS = 60_000;
/** Bounded so a flood of made-up ids cannot grow the process: the oldest goes first. */
export const TRACK_FACTS_KEPT = 20_000;

interface Kept {
  facts: TrackFacts | undefined;
  until: number;
  /** ListingChanges' count when the facts were read. */
  listing: number;
}

/**
 * The catalogue's facts of the tracks being played, kept for a minute so the accept path asks
 * PostgreSQL only about tracks it has not seen lately (one statement per batch for those).
 * Unknown ids are remembered too, for the same minute: a made-up id costs one query, not one
 * per event. Whether a track is listed must be right within a second (docs/adr/0044): an entry
 * read before the catalogue's last listing change is not trusted, nor is any while those changes
 * cannot be heard.
 */
@Injectable()
export class TrackFactsCache {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly reader: TrackFactsReader,
    private readonly listing: ListingChanges,
  ) {}

  async factsOf(ids: readonly string[], nowMs = Date.now()): Promise<Map<string, TrackFacts>> {
    // Read before the facts: a change committed while they are read makes them stale at once.
    const listing = this.listing.current();
    const found = new Map<string, TrackFacts>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const kept = this.kept.get(id);
      if (kept === undefined || kept.until <= nowMs || kept.listing !== listing) missing.push(id);
      else if (kept.facts !== undefined) found.set(id, kept.facts);
    }
    if (missing.length === 0) return found;
    const fresh = await this.reader.factsOf(missing);
    for (const id of missing) {
      const facts = fresh.get(id);
      if (listing !== null) this.keep(id, { facts, until: nowMs + TRACK_FACTS_TTL_MS, listing });
      if (facts !== undefined) found.set(id, facts);
    }
    return found;
  }

  private keep(id: string, kept: Kept): void {
    this.kept.delete(id);
    if (this.kept.size >= TRACK_FACTS_KEPT) {
      const oldest = this.kept.keys().next();
      if (oldest.done !== true) this.kept.delete(oldest.value);
    }
    this.kept.set(id, kept);
  }
}
