import { Migration } from '@mikro-orm/migrations';

/**
 * Tracks are not swapped silently after sales (issue 25, docs/adr/0050). `first_listed_at`: when
 * the public first got a track (its release went public with it ready); once a release has
 * buyers, such a track stays on it as it is. `buyers_note`: what the artist writes to those
 * buyers about the new tracks of the release's next publication, mailed then and cleared.
 * Tracks public before this migration are filled in from what is known: listed now, or ready
 * on a release that was once published (a reading that locks more rather than less).
 */
export class Migration20261202090000_sold_tracks extends Migration {
  override name = 'Migration20261202090000_sold_tracks';

  override up(): void | Promise<void> {
    this.addSql(`alter table "track_masters" add column "first_listed_at" timestamptz null;`);
    this.addSql(`comment on column "track_masters"."first_listed_at" is
      'When the public first got this track; once its release has buyers, it is not removed or replaced.';`);
    this.addSql(`alter table "releases" add column "buyers_note" text null;`);
    this.addSql(`comment on column "releases"."buyers_note" is
      'The artist''s note to buyers about new tracks, mailed at the next publication, then cleared.';`);
    this.addSql(`update "track_masters" m
        set "first_listed_at" = coalesce(r."first_published_at", t."created_at")
      from "tracks" t join "releases" r on r."album_id" = t."album_id"
      where t."id" = m."track_id"
        and (t."listed" or (m."state" = 'ready' and r."first_published_at" is not null));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "releases" drop column "buyers_note";`);
    this.addSql(`alter table "track_masters" drop column "first_listed_at";`);
  }
}
