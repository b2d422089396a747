import { Migration } from '@mikro-orm/migrations';

export class Migration20261122035206_auth_sessions extends Migration {
  override name = 'Migration20261122035206_auth_sessions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "password_reset_tokens" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`,
    );
    this.addSql(
      `alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `create table "auth_sessions" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "user_agent" varchar(300) null, "ip" varchar(64) null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz not null default now(), "expires_at" timestamptz not null, "revoked_at" timestamptz null, "revoked_reason" varchar(40) null, primary key ("id"));`,
    );
    this.addSql(`create index "auth_sessions_user_id_index" on "auth_sessions" ("user_id");`);

    this.addSql(
      `create table "refresh_tokens" ("id" uuid not null default gen_random_uuid(), "session_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "refresh_tokens_session_id_index" on "refresh_tokens" ("session_id");`,
    );
    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "auth_sessions" add constraint "auth_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_session_id_foreign" foreign key ("session_id") references "auth_sessions" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "refresh_tokens" drop constraint "refresh_tokens_session_id_foreign";`,
    );

    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);
    this.addSql(`drop table if exists "auth_sessions" cascade;`);
    this.addSql(`drop table if exists "refresh_tokens" cascade;`);
  }
}
