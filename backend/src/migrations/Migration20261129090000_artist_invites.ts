import { Migration } from '@mikro-orm/migrations';

/**
 * An artist's day one (issue 25): registering with the invite of an approved artist waitlist
 * entry makes the account an artist with a profile from the entry, which keeps the country the
 * entry gave (the waitlist asks for it; the profile had nowhere to hold it). The invite needs no
 * column of its own: the entry names its invite (`waitlist_entries.invite_code_id`, unique), so
 * registration finds the entry an invite came from by that index.
 */
export class Migration20261129090000_artist_invites extends Migration {
  override name = 'Migration20261129090000_artist_invites';

  override up(): void | Promise<void> {
    this.addSql(`alter table "artists" add column "country" varchar(2) null;`);
    this.addSql(`comment on column "artists"."country" is
      'ISO 3166-1 alpha-2 of where the artist is based, upper case; null when not known.';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "artists" drop column "country";`);
  }
}
