import { Migration } from '@mikro-orm/migrations';

/**
 * The artist and fan waitlists (docs/adr/0021-waitlists.md): one row per person and list, with
 * the answers of that list's form as jsonb, the consent evidence, and the double opt-in state;
 * the links mailed to them are kept as SHA-256 hashes only.
 */
export class Migration20261125150000_waitlists extends Migration {
  override name = 'Migration20261125150000_waitlists';

  override up(): void | Promise<void> {
    this.addSql(`create table "waitlist_entries" (
      "id" uuid not null default gen_random_uuid() primary key,
      "kind" varchar(6) not null check ("kind" in ('artist', 'fan')),
      "email" varchar(254) not null check ("email" = lower(btrim("email"))),
      "name" varchar(100) not null,
      "country" varchar(2) null,
      "answers" jsonb not null default '{}' check (jsonb_typeof("answers") = 'object'),
      "is_subscribed" boolean not null default true,
      "consent_at" timestamptz not null default now(),
      "consent_ip" inet null,
      "consent_user_agent" varchar(512) null,
      "consent_version" varchar(40) not null,
      "consent_boxes" jsonb not null check (jsonb_typeof("consent_boxes") = 'object'),
      "created_at" timestamptz not null default now(),
      "confirmed_at" timestamptz null,
      "confirmation_sent_at" timestamptz null,
      "unsubscribed_at" timestamptz null,
      constraint "waitlist_entries_kind_email_unique" unique ("kind", "email"));`);
    this.addSql(
      `create index "waitlist_entries_unconfirmed_index" on "waitlist_entries" ("created_at") where "confirmed_at" is null;`,
    );
    this.addSql(
      `create index "waitlist_entries_kind_created_at_index" on "waitlist_entries" ("kind", "created_at", "id");`,
    );

    this.addSql(`create table "waitlist_mail_tokens" (
      "token_hash" char(64) not null primary key,
      "entry_id" uuid not null references "waitlist_entries" ("id") on delete cascade,
      "purpose" varchar(11) not null check ("purpose" in ('confirm', 'unsubscribe')),
      "created_at" timestamptz not null default now(),
      "used_at" timestamptz null);`);
    this.addSql(
      `create index "waitlist_mail_tokens_entry_id_index" on "waitlist_mail_tokens" ("entry_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "waitlist_mail_tokens" cascade;`);
    this.addSql(`drop table if exists "waitlist_entries" cascade;`);
  }
}
