import { Migration } from '@mikro-orm/migrations';

/** The discover shelves read albums newest first (all, and Soundcheck only) with a LIMIT. */
export class Migration20261122051500_discover_indexes extends Migration {
  override name = 'Migration20261122051500_discover_indexes';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "albums_release_date_desc_index" on "albums" ("release_date" desc nulls last, "id");`,
    );
    this.addSql(
      `create index "albums_soundcheck_release_date_desc_index" on "albums" ("release_date" desc nulls last, "id") where "access_type" = 'soundcheck';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "albums_soundcheck_release_date_desc_index";`);
    this.addSql(`drop index "albums_release_date_desc_index";`);
  }
}
