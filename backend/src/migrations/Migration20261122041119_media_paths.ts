import { Migration } from '@mikro-orm/migrations';

/** Media finds a track by its audio or preview path on every signed-URL request. */
export class Migration20261122041119_media_paths extends Migration {
  override name = 'Migration20261122041119_media_paths';

  override up(): void | Promise<void> {
    this.addSql(`create index "tracks_file_path_index" on "tracks" ("file_path");`);
    this.addSql(`create index "tracks_preview_path_index" on "tracks" ("preview_path");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "tracks_file_path_index";`);
    this.addSql(`drop index "tracks_preview_path_index";`);
  }
}
