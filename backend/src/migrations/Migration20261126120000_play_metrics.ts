import { Migration } from '@mikro-orm/migrations';

/**
 * The artist analytics read model (docs/adr/0027-artist-analytics.md): per track and UTC day, the
 * plays the day's events make up (a play runs from its play_start to the next one of its page
 * session and track), recomputed from play_events by the analytics worker for the (track, day)
 * pairs new events touched; per artist and signed-in listener, the first day they played the
 * artist (new vs returning). Hand-written like the other play_* tables (no entities).
 */
export class Migration20261126120000_play_metrics extends Migration {
  override name = 'Migration20261126120000_play_metrics';

  override up(): void | Promise<void> {
    this.addSql(`create table "play_daily_track_metrics" (
      "track_id" uuid not null,
      "day" date not null,
      "artist_id" uuid not null,
      "album_id" uuid null,
      "plays" integer not null,
      "streams" integer not null,
      "completes" integer not null,
      "partials" integer not null,
      "skips" integer not null,
      "previews" integer not null,
      "listening_time_ms" bigint not null,
      "mobile_plays" integer not null,
      "desktop_plays" integer not null,
      "retention" integer[] not null check (cardinality("retention") = 21),
      primary key ("track_id", "day"));`);
    this.addSql(`comment on table "play_daily_track_metrics" is
      'Per track and UTC day of a play''s start (ADR 0027): plays = full plays; streams = full plays of at least 30 s; completes = full plays that listened to at least 90 % of the track; skips = full plays under 30 s that did not complete; partials = the rest; previews = preview plays; unique listeners come from play_daily_track_listeners; retention[k] = full plays whose listening ended in the k-th 5 % bucket of the track (k = 0..20).';`);
    this.addSql(
      `create index "play_daily_track_metrics_artist_id_day_index" on "play_daily_track_metrics" ("artist_id", "day");`,
    );
    this.addSql(`create table "play_daily_track_devices" (
      "track_id" uuid not null,
      "day" date not null,
      "artist_id" uuid not null,
      "platform" text not null,
      "device" text not null,
      "plays" integer not null,
      primary key ("track_id", "day", "platform", "device"));`);
    this.addSql(
      `create index "play_daily_track_devices_artist_id_day_index" on "play_daily_track_devices" ("artist_id", "day");`,
    );
    this.addSql(`create table "play_rollup_dirty" (
      "track_id" uuid not null,
      "day" date not null,
      primary key ("track_id", "day"));`);
    this.addSql(`comment on table "play_rollup_dirty" is
      'The (track, day) pairs whose play_daily_track_* rows must be recomputed: written with the events, taken by the worker''s rollup job.';`);
    this.addSql(`create table "artist_listener_first_days" (
      "artist_id" uuid not null,
      "listener" text not null,
      "first_day" date not null,
      primary key ("artist_id", "listener"));`);
    this.addSql(
      `create index "artist_listener_first_days_artist_id_first_day_index" on "artist_listener_first_days" ("artist_id", "first_day");`,
    );
  }

  override down(): void | Promise<void> {
    for (const table of [
      'artist_listener_first_days',
      'play_rollup_dirty',
      'play_daily_track_devices',
      'play_daily_track_metrics',
    ]) {
      this.addSql(`drop table if exists "${table}";`);
    }
  }
}
