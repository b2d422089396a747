import { Migration } from '@mikro-orm/migrations';

/**
 * The player's queue per account (issue 26, docs/adr/0048): what a listener was playing, where,
 * in which order and mode, so a reload or the next day resumes there. One row an account; the
 * track ids are kept as sent (a track may be hidden or deleted later: the read drops what the
 * caller may no longer see, never the write). `updated_at` is the change's own time (the
 * client's, never in the future): a write older than the stored one loses.
 */
export class Migration20261130090500_player_queues extends Migration {
  override name = 'Migration20261130090500_player_queues';

  override up(): void | Promise<void> {
    this.addSql(`create table "player_queues" (
      "user_id" uuid primary key references "users" ("id") on delete cascade,
      "track_ids" uuid[] not null,
      "current_index" integer not null,
      "position_s" numeric(9, 3) not null,
      "shuffle" boolean not null default false,
      "repeat" text not null default 'off',
      "updated_at" timestamptz not null default now(),
      constraint "player_queues_repeat_check" check ("repeat" in ('off', 'all', 'one')),
      constraint "player_queues_length_check" check (cardinality("track_ids") <= 500),
      constraint "player_queues_index_check" check ("current_index" >= 0),
      constraint "player_queues_position_check" check ("position_s" >= 0));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "player_queues";`);
  }
}
