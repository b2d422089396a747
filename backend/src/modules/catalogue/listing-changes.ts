import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';

import { AppConfig } from '../../config/index.js';

/** What the catalogue's triggers notify (migration listed_visibility). */
export const LISTING_CHANNEL = 'encore_catalogue_listing';
/** A dropped connection is opened again after this long. */
const RECONNECT_MS = 1000;

/**
 * Tells the caches of catalogue facts when what the public may see changed (docs/adr/0044):
 * every statement that lists, unlists, inserts or deletes albums or tracks notifies
 * `encore_catalogue_listing` when its transaction commits, and each process listens on one
 * connection of its own and counts the notifications. A cache keeps an entry only while the count
 * is still the one it read the entry under, so a take-down reaches it within the notification's
 * delivery (milliseconds), however long its entries otherwise live.
 *
 * The connection opens on first use (the processes that keep no such cache never open it). While
 * it is not listening — opening, or dropped and waiting to open again — the count is null and a
 * cache must trust nothing it holds: a notification missed meanwhile can never keep a hidden
 * album visible; the caches only cost their queries again until it is back.
 */
@Injectable()
export class ListingChanges implements OnApplicationShutdown {
  private readonly logger = new Logger(ListingChanges.name);
  private count = 0;
  private client: pg.Client | null = null;
  private listening = false;
  private reconnect: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly config: AppConfig) {}

  /** The number of changes heard so far, or null when changes cannot be heard right now. */
  current(): number | null {
    if (this.client === null && this.reconnect === null && !this.stopped) void this.listen();
    return this.listening ? this.count : null;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.reconnect !== null) clearTimeout(this.reconnect);
    const { client } = this;
    this.client = null;
    this.listening = false;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.config.env.DATABASE_URL });
    this.client = client;
    client.on('notification', () => {
      this.count += 1;
    });
    client.on('error', (error) => {
      this.lost(client, error);
    });
    client.on('end', () => {
      this.lost(client, null);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LISTING_CHANNEL}`);
      if (this.client !== client) return;
      // Whatever was read before now was read unheard: a new count trusts none of it.
      this.count += 1;
      this.listening = true;
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    this.listening = false;
    this.count += 1;
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.logger.warn({ err: error }, 'catalogue listing changes not heard; listening again soon');
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      if (!this.stopped) void this.listen();
    }, RECONNECT_MS);
    this.reconnect.unref();
  }
}
