import { Migration } from '@mikro-orm/migrations';

/**
 * The second factor (docs/adr/0031): one TOTP enrolment per user (its secret encrypted, the last
 * accepted time step against replays), its single-use recovery codes (salted SHA-256), and the
 * sessions (refresh-token families) that have passed it, so a refresh keeps the mark.
 */
export class Migration20261126140000_second_factor extends Migration {
  override name = 'Migration20261126140000_second_factor';

  override up(): void | Promise<void> {
    this.addSql(`create table "second_factors" (
      "user_id" uuid primary key references "users" ("id") on delete cascade,
      "secret_sealed" text not null,
      "enabled_at" timestamptz null,
      "last_time_step" bigint null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`comment on table "second_factors" is
      'A user''s TOTP second factor (ADR 0031): secret_sealed is the base32 secret under AES-256-GCM with TOTP_SECRET_KEY; enabled_at is null while the enrolment waits for its first code; last_time_step is the newest accepted RFC 6238 time step (a code of that step or older is refused).';`);
    this.addSql(`create table "second_factor_recovery_codes" (
      "id" uuid primary key default gen_random_uuid(),
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "salt" text not null,
      "code_hash" text not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now());`);
    this.addSql(
      `create index "second_factor_recovery_codes_user_index" on "second_factor_recovery_codes" ("user_id") where "used_at" is null;`,
    );
    this.addSql(`create table "second_factor_sessions" (
      "session_id" uuid primary key references "auth_sessions" ("id") on delete cascade,
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "passed_at" timestamptz not null default now());`);
    this.addSql(
      `create index "second_factor_sessions_user_index" on "second_factor_sessions" ("user_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "second_factor_sessions";`);
    this.addSql(`drop table if exists "second_factor_recovery_codes";`);
    this.addSql(`drop table if exists "second_factors";`);
  }
}
