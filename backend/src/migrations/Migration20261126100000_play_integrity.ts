import { Migration } from '@mikro-orm/migrations';

/**
 * Play-event integrity (docs/adr/0024-play-event-integrity.md): each event records who listened
 * (`u:<user id>`, else a salted daily hash of the client, never the address) and whether it was
 * a full play or a preview; the daily rollups count previews apart from plays. Events stored
 * before this have neither: they count as full plays of the user, else of the page session.
 */
export class Migration20261126100000_play_integrity extends Migration {
  override name = 'Migration20261126100000_play_integrity';

  override up(): void | Promise<void> {
    this.addSql(`alter table "play_events"
      add column "listener" text null,
      add column "counted_as" text not null default 'full' check ("counted_as" in ('full', 'preview'));`);
    for (const scope of ['track', 'artist'] as const) {
      this.addSql(
        `alter table "play_daily_${scope}_stats" add column "previews" integer not null default 0;`,
      );
      this.addSql(`comment on table "play_daily_${scope}_stats" is
        'Per ${scope} and UTC day of received_at: plays = play_start events heard in full; previews = play_start events heard as previews; unique_listeners = distinct listeners (user, else salted client hash) of either; listening_time_ms, completes (track_complete) and skips (skip_forward + skip_backward) over full plays only.';`);
    }
  }

  override down(): void | Promise<void> {
    for (const scope of ['track', 'artist'] as const) {
      this.addSql(`alter table "play_daily_${scope}_stats" drop column "previews";`);
    }
    this.addSql(`alter table "play_events" drop column "listener", drop column "counted_as";`);
  }
}
