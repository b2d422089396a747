import { Migration } from '@mikro-orm/migrations';

/**
 * Search and sorting for the admin invites and audit lists (docs/adr/0034). Invite codes are
 * found by part of the code or the note in any case: pg_trgm GIN indexes serve ILIKE '%…%'. The
 * audit log is searched by the start of an action or of a target id (pattern-ops indexes; actors
 * by email go through the users' email prefix index and the actor index) and sorted by action,
 * keyset on (action, id). The invites' other orders (expiry, uses) read a table that holds the
 * codes admins made, small enough to sort without an index.
 */
export class Migration20261127113000_admin_list_search extends Migration {
  override name = 'Migration20261127113000_admin_list_search';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create index "invite_codes_code_trgm_index" on "invite_codes" using gin ("code" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "invite_codes_note_trgm_index" on "invite_codes" using gin ("note" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "admin_audit_log_action_prefix_index" on "admin_audit_log" ("action" varchar_pattern_ops);`,
    );
    this.addSql(
      `create index "admin_audit_log_target_prefix_index" on "admin_audit_log" (lower("target_id") text_pattern_ops);`,
    );
    this.addSql(
      `create index "admin_audit_log_action_index" on "admin_audit_log" ("action", "id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "admin_audit_log_action_index";`);
    this.addSql(`drop index if exists "admin_audit_log_target_prefix_index";`);
    this.addSql(`drop index if exists "admin_audit_log_action_prefix_index";`);
    this.addSql(`drop index if exists "invite_codes_note_trgm_index";`);
    this.addSql(`drop index if exists "invite_codes_code_trgm_index";`);
  }
}
