import { Migration } from '@mikro-orm/migrations';

const SCOPES = ['track', 'artist'] as const;

/** A listener as the writer names one (jobs/play-events-sql.ts). */
const LISTENER = `coalesce(listener, user_id::text, session_id)`;

/**
 * Listeners by what they heard (docs/adr/0046): the dashboard counted anyone who sent an event
 * as a listener, so a Soundcheck track only visitors previewed showed 0 plays and 70 listeners.
 * Each daily listener set now says whether that listener started a full play (`played`) or a
 * preview (`previewed`) of the track or artist that day; the daily stats count both, and the kept
 * period counts hold both beside the distinct listeners (ADR 0030). `added` is the writer's
 * scratch: what the write that last changed a row added (1 played, 2 previewed, 4 the row), so
 * its statement counts each change once whoever else writes the row at the same time.
 *
 * Existing rows are filled in from play_events; the kept period counts are dropped (they are
 * counted again on their next read).
 */
export class Migration20261129100000_listeners_by_play_kind extends Migration {
  override name = 'Migration20261129100000_listeners_by_play_kind';

  override up(): void | Promise<void> {
    for (const scope of SCOPES) {
      const key = `${scope}_id`;
      this.addSql(`alter table "play_daily_${scope}_listeners"
        add column "played" boolean not null default false,
        add column "previewed" boolean not null default false,
        add column "added" smallint not null default 0;`);
      this.addSql(`comment on column "play_daily_${scope}_listeners"."played" is
        'The listener started a full play of the ${scope} that day.';`);
      this.addSql(`comment on column "play_daily_${scope}_listeners"."previewed" is
        'The listener started a preview of the ${scope} that day.';`);
      this.addSql(`comment on column "play_daily_${scope}_listeners"."added" is
        'Scratch of the writer statement: what its last change of the row added (1 played, 2 previewed, 4 the row). Means nothing to readers.';`);
      this.addSql(`alter table "play_daily_${scope}_stats"
        add column "play_listeners" integer not null default 0,
        add column "preview_listeners" integer not null default 0;`);
      this.addSql(`comment on column "play_daily_${scope}_stats"."play_listeners" is
        'Distinct listeners who started a full play that day (play_daily_${scope}_listeners.played).';`);
      this.addSql(`comment on column "play_daily_${scope}_stats"."preview_listeners" is
        'Distinct listeners who started a preview that day (play_daily_${scope}_listeners.previewed).';`);
      this.addSql(`update "play_daily_${scope}_listeners" l
           set played = s.played, previewed = s.previewed
          from (select ${key} as key, (received_at at time zone 'UTC')::date as day,
                       ${LISTENER} as listener,
                       bool_or(counted_as = 'full') as played, bool_or(counted_as = 'preview') as previewed
                  from play_events where event_type = 'play_start'
                 group by 1, 2, 3) s
         where l.${key} = s.key and l.day = s.day and l.listener = s.listener;`);
      this.addSql(`update "play_daily_${scope}_stats" t
           set play_listeners = c.played, preview_listeners = c.previewed
          from (select ${key} as key, (received_at at time zone 'UTC')::date as day,
                       count(distinct ${LISTENER}) filter (where counted_as = 'full')::int as played,
                       count(distinct ${LISTENER}) filter (where counted_as = 'preview')::int as previewed
                  from play_events where event_type = 'play_start'
                 group by 1, 2) c
         where t.${key} = c.key and t.day = c.day;`);
    }
    this.addSql(`delete from "play_period_listeners";`);
    this.addSql(`alter table "play_period_listeners"
      add column "play_listeners" integer not null,
      add column "preview_listeners" integer not null;`);
    this.addSql(`comment on table "play_period_listeners" is
      'Distinct listeners (signed-in ones, those who started a full play, those who started a preview) of an artist or track over closed days first_day..last_day (at most the day before yesterday, UTC), counted from play_daily_*_listeners (ADR 0030, 0046). A row is deleted when a late event adds a listener, or a kind of play to a listener, on one of its days; rows of past periods may be deleted at any time.';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "play_period_listeners";`);
    this.addSql(`alter table "play_period_listeners"
      drop column "play_listeners", drop column "preview_listeners";`);
    for (const scope of SCOPES) {
      this.addSql(`alter table "play_daily_${scope}_stats"
        drop column "play_listeners", drop column "preview_listeners";`);
      this.addSql(`alter table "play_daily_${scope}_listeners"
        drop column "played", drop column "previewed", drop column "added";`);
    }
  }
}
