import { Migration } from '@mikro-orm/migrations';

/**
 * Play analytics (docs/adr/0013-play-analytics-ingest.md): every accepted play event, and daily
 * rollups per track and per artist that the worker updates in the same statement as the insert.
 * Hand-written and without entities: only the worker's batch statement writes these tables
 * (`skipTables` in orm.config keeps generated migrations from proposing to drop them).
 *
 * No foreign keys. `user_id` comes from a verified access token; a key to users would cost an
 * index probe and a row lock on users per inserted event, and an account deletion would have to
 * visit its events. Track and artist ids are as the client sent them: events of a track deleted
 * later still count, and the accept path never reads the catalogue.
 */
const ROLLUP_COUNTERS = `
    "plays" integer not null,
    "unique_listeners" integer not null,
    "listening_time_ms" bigint not null,
    "completes" integer not null,
    "skips" integer not null`;

export class Migration20261122070000_play_analytics extends Migration {
  override name = 'Migration20261122070000_play_analytics';

  override up(): void | Promise<void> {
    this.addSql(`create table "play_events" (
      "id" uuid primary key,
      "received_at" timestamptz not null,
      "user_id" uuid null,
      "session_id" text not null,
      "track_id" uuid not null,
      "track_title" text not null,
      "artist_id" uuid not null,
      "artist_name" text not null,
      "track_duration_ms" integer not null check ("track_duration_ms" between 0 and 86400000),
      "listening_time_ms" integer not null check ("listening_time_ms" between 0 and 86400000),
      "completion_percentage" smallint not null check ("completion_percentage" between 0 and 100),
      "event_type" text not null check ("event_type" in
        ('play_start', 'play_resume', 'pause', 'track_complete', 'skip_forward', 'skip_backward')),
      "skip_reason" text null check ("skip_reason" = 'user_skip'),
      "play_source" text not null check ("play_source" = 'web_app'),
      "platform" text not null check ("platform" in ('mobile', 'desktop')),
      "device_type" text not null,
      "app_version" text not null);`);
    this.addSql(`comment on table "play_events" is
      'Accepted play events (spec §3 payload). id is given at acceptance: redelivered jobs insert nothing twice. received_at is server time.';`);
    // The dashboards read one track's or one artist's events over a time range.
    this.addSql(
      `create index "play_events_track_id_received_at_index" on "play_events" ("track_id", "received_at");`,
    );
    this.addSql(
      `create index "play_events_artist_id_received_at_index" on "play_events" ("artist_id", "received_at");`,
    );

    for (const scope of ['track', 'artist'] as const) {
      const key = `${scope}_id`;
      this.addSql(`create table "play_daily_${scope}_stats" (
        "${key}" uuid not null,
        "day" date not null,${ROLLUP_COUNTERS},
        primary key ("${key}", "day"));`);
      this.addSql(`comment on table "play_daily_${scope}_stats" is
        'Per ${scope} and UTC day of received_at: plays = play_start events; unique_listeners = distinct users, else page sessions; listening_time_ms = sum over all events; completes = track_complete; skips = skip_forward + skip_backward.';`);
      this.addSql(`create table "play_daily_${scope}_listeners" (
        "${key}" uuid not null,
        "day" date not null,
        "listener" text not null,
        primary key ("${key}", "day", "listener"));`);
      this.addSql(`comment on table "play_daily_${scope}_listeners" is
        'Who was already counted in unique_listeners of that ${scope} and day: the user id, else the session id. Rows of days the queue can no longer deliver events for (e.g. older than a week) may be deleted.';`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of [
      'play_daily_artist_listeners',
      'play_daily_track_listeners',
      'play_daily_artist_stats',
      'play_daily_track_stats',
      'play_events',
    ]) {
      this.addSql(`drop table if exists "${table}";`);
    }
  }
}
