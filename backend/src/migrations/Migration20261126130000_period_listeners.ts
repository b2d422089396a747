import { Migration } from '@mikro-orm/migrations';

/**
 * Distinct listeners over a period, counted once for its closed days (docs/adr/0030): the kept
 * counts, and an index per daily listener set to probe "has this listener been seen on these
 * days" for the open days (yesterday and today) and to drop kept counts a late event changes.
 */
export class Migration20261126130000_period_listeners extends Migration {
  override name = 'Migration20261126130000_period_listeners';

  override up(): void | Promise<void> {
    this.addSql(`create table "play_period_listeners" (
      "scope" text not null check ("scope" in ('artist', 'track')),
      "subject_id" uuid not null,
      "first_day" date not null,
      "last_day" date not null,
      "listeners" integer not null,
      "signed_in" integer not null,
      "computed_at" timestamptz not null default now(),
      primary key ("scope", "subject_id", "first_day", "last_day"));`);
    this.addSql(`comment on table "play_period_listeners" is
      'Distinct listeners (and signed-in ones) of an artist or track over closed days first_day..last_day (at most the day before yesterday, UTC), counted from play_daily_*_listeners (ADR 0030). A row is deleted when a late event adds a listener to one of its days; rows of past periods may be deleted at any time.';`);
    for (const scope of ['artist', 'track']) {
      this.addSql(
        `create index "play_daily_${scope}_listeners_listener_index" on "play_daily_${scope}_listeners" ("${scope}_id", "listener", "day");`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const scope of ['artist', 'track']) {
      this.addSql(`drop index if exists "play_daily_${scope}_listeners_listener_index";`);
    }
    this.addSql(`drop table if exists "play_period_listeners";`);
  }
}
