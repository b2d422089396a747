import { Migration } from '@mikro-orm/migrations';

/**
 * Releases (docs/adr/0041): who published or scheduled a release last (the admin list of new
 * releases shows it), and whether its artist has chosen its access type — albums always hold one
 * (the column has a default), but a release may not go public on a default nobody chose.
 *
 * A release track exists before its audio does (a slot waiting for its upload: duration 0 until
 * the pipeline measures it), so "every track lasts a while" holds for listed tracks only — the
 * ones anybody can play.
 */
export class Migration20261128151500_release_publisher extends Migration {
  override name = 'Migration20261128151500_release_publisher';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "releases" add column "published_by" uuid null references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "releases" add column "access_chosen" boolean not null default false;`,
    );
    this.addSql(`alter table "tracks" drop constraint "tracks_duration_positive";`);
    this.addSql(
      `alter table "tracks" add constraint "tracks_duration_positive" check ("duration_s" > 0 or not "listed");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tracks" drop constraint "tracks_duration_positive";`);
    this.addSql(
      `alter table "tracks" add constraint "tracks_duration_positive" check ("duration_s" > 0);`,
    );
    this.addSql(`alter table "releases" drop column "access_chosen";`);
    this.addSql(`alter table "releases" drop column "published_by";`);
  }
}
