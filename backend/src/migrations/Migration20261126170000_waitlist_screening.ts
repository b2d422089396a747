import { Migration } from '@mikro-orm/migrations';

/**
 * Waitlist screening (docs/adr/0035-waitlist-screening.md): an admin's decision on an entry
 * (approved with the single-use invite code it made, or rejected with a reason), when the invite
 * mail went out, and the admins' private notes on an entry. Whether an invited person registered
 * is read from the invite code's uses, so registration needs no hook.
 */
export class Migration20261126170000_waitlist_screening extends Migration {
  override name = 'Migration20261126170000_waitlist_screening';

  override up(): void | Promise<void> {
    this.addSql(`alter table "waitlist_entries"
      add column "decision" varchar(8) null check ("decision" in ('approved', 'rejected')),
      add column "decided_at" timestamptz null,
      add column "decided_by" uuid null,
      add column "rejection_reason" varchar(500) null,
      add column "invite_code_id" uuid null references "invite_codes" ("id"),
      add column "invite_mailed_at" timestamptz null,
      add constraint "waitlist_entries_decision_complete" check (
        ("decision" is null and "decided_at" is null and "decided_by" is null)
        or ("decision" is not null and "decided_at" is not null and "decided_by" is not null)),
      add constraint "waitlist_entries_rejection_has_reason" check (
        coalesce("decision" = 'rejected', false) = ("rejection_reason" is not null)),
      add constraint "waitlist_entries_approval_has_invite" check (
        coalesce("decision" = 'approved', false) = ("invite_code_id" is not null)),
      add constraint "waitlist_entries_invite_code_unique" unique ("invite_code_id");`);
    this.addSql(
      `create index "waitlist_entries_kind_decision_index" on "waitlist_entries" ("kind", "decision", "created_at");`,
    );

    this.addSql(`create table "waitlist_notes" (
      "id" uuid not null default gen_random_uuid() primary key,
      "entry_id" uuid not null references "waitlist_entries" ("id") on delete cascade,
      "author_id" uuid not null,
      "body" varchar(2000) not null,
      "created_at" timestamptz not null default now());`);
    this.addSql(
      `create index "waitlist_notes_entry_index" on "waitlist_notes" ("entry_id", "created_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "waitlist_notes";`);
    this.addSql(`drop index if exists "waitlist_entries_kind_decision_index";`);
    this.addSql(`alter table "waitlist_entries"
      drop constraint if exists "waitlist_entries_invite_code_unique",
      drop constraint if exists "waitlist_entries_approval_has_invite",
      drop constraint if exists "waitlist_entries_rejection_has_reason",
      drop constraint if exists "waitlist_entries_decision_complete",
      drop column if exists "invite_mailed_at",
      drop column if exists "invite_code_id",
      drop column if exists "rejection_reason",
      drop column if exists "decided_by",
      drop column if exists "decided_at",
      drop column if exists "decision";`);
  }
}
