import { Migration } from '@mikro-orm/migrations';

/**
 * The admin audit log (docs/adr/0033): one append-only row per admin action, written in the
 * transaction of the change it records; actor_id has no foreign key, as the record outlives the
 * account. A trigger refuses UPDATE, DELETE and TRUNCATE, so not even a bug in the app can
 * rewrite history. Invite codes gain `revoked_at` (an admin can revoke one)
 * and an index for the admin list, newest first.
 */
export class Migration20261126150000_admin_audit extends Migration {
  override name = 'Migration20261126150000_admin_audit';

  override up(): void | Promise<void> {
    this.addSql(`create table "admin_audit_log" (
      "id" uuid primary key default gen_random_uuid(),
      "at" timestamptz not null default now(),
      "actor_id" uuid not null,
      "action" varchar(64) not null,
      "target_type" varchar(40) not null,
      "target_id" varchar(64) not null,
      "before" jsonb null,
      "after" jsonb null,
      "ip" varchar(64) null);`);
    this.addSql(`comment on table "admin_audit_log" is
      'Every admin action (ADR 0033): who (actor_id), what (action, e.g. invite.create), on what (target_type, target_id), the state before and after, when and from which IP. Written in the same transaction as the change; append-only (a trigger refuses UPDATE, DELETE and TRUNCATE).';`);
    this.addSql(
      `create index "admin_audit_log_at_index" on "admin_audit_log" ("at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "admin_audit_log_target_index" on "admin_audit_log" ("target_type", "target_id", "at" desc);`,
    );
    this.addSql(
      `create index "admin_audit_log_actor_index" on "admin_audit_log" ("actor_id", "at" desc);`,
    );
    this.addSql(`create function "admin_audit_log_append_only"() returns trigger
      language plpgsql as $$
      begin
        raise exception 'admin_audit_log is append-only: % is not allowed', tg_op
          using errcode = 'insufficient_privilege';
      end;
      $$;`);
    this.addSql(`create trigger "admin_audit_log_no_update_or_delete"
      before update or delete on "admin_audit_log"
      for each row execute function "admin_audit_log_append_only"();`);
    this.addSql(`create trigger "admin_audit_log_no_truncate"
      before truncate on "admin_audit_log"
      for each statement execute function "admin_audit_log_append_only"();`);

    this.addSql(`alter table "invite_codes" add column "revoked_at" timestamptz null;`);
    this.addSql(
      `create index "invite_codes_created_index" on "invite_codes" ("created_at" desc, "id" desc);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "invite_codes_created_index";`);
    this.addSql(`alter table "invite_codes" drop column if exists "revoked_at";`);
    this.addSql(`drop table if exists "admin_audit_log";`);
    this.addSql(`drop function if exists "admin_audit_log_append_only"();`);
  }
}
