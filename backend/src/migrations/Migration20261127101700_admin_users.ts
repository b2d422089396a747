import { Migration } from '@mikro-orm/migrations';

/**
 * Admins manage accounts (docs/adr/0036): `users.disabled_at` marks a disabled account (it cannot
 * log in; its sessions were ended when it was disabled). Indexes for the admin lists: prefix
 * search on the email and the lower-cased name whatever the database's collation
 * (`*_pattern_ops`), the users' keyset orders (by creation, by name) and artists by name.
 */
export class Migration20261127101700_admin_users extends Migration {
  override name = 'Migration20261127101700_admin_users';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "disabled_at" timestamptz null;`);
    this.addSql(`comment on column "users"."disabled_at" is
      'When an admin disabled the account (ADR 0036); null while it is enabled. A disabled account cannot log in and has no live session.';`);
    this.addSql(
      `create index "users_email_prefix_index" on "users" ("email" varchar_pattern_ops);`,
    );
    this.addSql(
      `create index "users_name_prefix_index" on "users" (lower("display_name") text_pattern_ops);`,
    );
    this.addSql(`create index "users_created_index" on "users" ("created_at", "id");`);
    this.addSql(`create index "users_name_index" on "users" (lower("display_name"), "id");`);
    this.addSql(`create index "artists_name_index" on "artists" (lower("name"), "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "artists_name_index";`);
    this.addSql(`drop index if exists "users_name_index";`);
    this.addSql(`drop index if exists "users_created_index";`);
    this.addSql(`drop index if exists "users_name_prefix_index";`);
    this.addSql(`drop index if exists "users_email_prefix_index";`);
    this.addSql(`alter table "users" drop column if exists "disabled_at";`);
  }
}
