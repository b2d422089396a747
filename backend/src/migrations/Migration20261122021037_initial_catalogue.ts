import { Migration } from '@mikro-orm/migrations';

export class Migration20261122021037_initial_catalogue extends Migration {
  override name = 'Migration20261122021037_initial_catalogue';

  override up(): void | Promise<void> {
    this.addSql(
      `create type "album_access_type" as enum ('free', 'standard', 'soundcheck', 'vip', 'limited');`,
    );
    this.addSql(`create type "user_role" as enum ('listener', 'artist', 'admin');`);
    this.addSql(
      `create table "artists" ("id" uuid not null default gen_random_uuid(), "slug" varchar(160) null, "name" varchar(200) not null, "bio" text null, "image_url" varchar(500) null, "banner_url" varchar(500) null, "artist_logo" varchar(500) null, "social_links" jsonb not null default '{}', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "artists" add constraint "artists_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "albums" ("id" uuid not null default gen_random_uuid(), "slug" varchar(200) null, "title" varchar(300) not null, "description" text null, "artwork_url" varchar(500) null, "release_date" date null, "access_type" "album_access_type" not null default 'standard', "artist_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "albums" add constraint "albums_slug_unique" unique ("slug");`);
    this.addSql(`create index "albums_artist_id_index" on "albums" ("artist_id");`);

    this.addSql(
      `create table "genres" ("id" uuid not null default gen_random_uuid(), "name" varchar(80) not null, primary key ("id"));`,
    );
    this.addSql(`alter table "genres" add constraint "genres_name_unique" unique ("name");`);

    this.addSql(
      `create table "artist_genres" ("artist_id" uuid not null, "genre_id" uuid not null, primary key ("artist_id", "genre_id"));`,
    );

    this.addSql(
      `create table "album_genres" ("album_id" uuid not null, "genre_id" uuid not null, primary key ("album_id", "genre_id"));`,
    );

    this.addSql(
      `create table "invite_codes" ("id" uuid not null default gen_random_uuid(), "code" varchar(64) not null, "max_uses" int not null default 1, "uses" int not null default 0, "expires_at" timestamptz null, "note" varchar(200) null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `alter table "invite_codes" add constraint "invite_codes_code_unique" unique ("code");`,
    );

    this.addSql(
      `create table "moods" ("id" uuid not null default gen_random_uuid(), "name" varchar(80) not null, primary key ("id"));`,
    );
    this.addSql(`alter table "moods" add constraint "moods_name_unique" unique ("name");`);

    this.addSql(
      `create table "artist_moods" ("artist_id" uuid not null, "mood_id" uuid not null, primary key ("artist_id", "mood_id"));`,
    );

    this.addSql(
      `create table "tracks" ("id" uuid not null default gen_random_uuid(), "title" varchar(300) not null, "track_number" smallint not null, "duration_s" numeric(8,2) not null, "file_path" varchar(500) not null, "preview_path" varchar(500) null, "explicit" boolean not null default false, "lyrics_synced" text null, "lyrics_plain" text null, "album_id" uuid not null, "artist_id" uuid not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "tracks_album_id_index" on "tracks" ("album_id");`);
    this.addSql(`create index "tracks_artist_id_index" on "tracks" ("artist_id");`);

    this.addSql(
      `create table "users" ("id" uuid not null default gen_random_uuid(), "email" varchar(254) not null, "password_hash" varchar(255) not null, "display_name" varchar(100) not null, "avatar_url" varchar(500) null, "role" "user_role" not null default 'listener', "artist_id" uuid null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(
      `alter table "albums" add constraint "albums_artist_id_foreign" foreign key ("artist_id") references "artists" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "artist_genres" add constraint "artist_genres_artist_id_foreign" foreign key ("artist_id") references "artists" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "artist_genres" add constraint "artist_genres_genre_id_foreign" foreign key ("genre_id") references "genres" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "album_genres" add constraint "album_genres_album_id_foreign" foreign key ("album_id") references "albums" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "album_genres" add constraint "album_genres_genre_id_foreign" foreign key ("genre_id") references "genres" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "artist_moods" add constraint "artist_moods_artist_id_foreign" foreign key ("artist_id") references "artists" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "artist_moods" add constraint "artist_moods_mood_id_foreign" foreign key ("mood_id") references "moods" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "tracks" add constraint "tracks_album_id_foreign" foreign key ("album_id") references "albums" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tracks" add constraint "tracks_artist_id_foreign" foreign key ("artist_id") references "artists" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "users" add constraint "users_artist_id_foreign" foreign key ("artist_id") references "artists" ("id") on delete set null;`,
    );

    // Reverse lookups (artists of a genre, …), track order within an album, and integrity rules.
    this.addSql(`create index "artist_genres_genre_id_index" on "artist_genres" ("genre_id");`);
    this.addSql(`create index "album_genres_genre_id_index" on "album_genres" ("genre_id");`);
    this.addSql(`create index "artist_moods_mood_id_index" on "artist_moods" ("mood_id");`);
    this.addSql(
      `create index "tracks_album_id_track_number_index" on "tracks" ("album_id", "track_number");`,
    );
    this.addSql(
      `alter table "tracks" add constraint "tracks_duration_positive" check ("duration_s" > 0);`,
    );
    this.addSql(
      `alter table "tracks" add constraint "tracks_track_number_positive" check ("track_number" > 0);`,
    );
    this.addSql(
      `alter table "invite_codes" add constraint "invite_codes_uses_within_limit" check ("uses" >= 0 and "uses" <= "max_uses" and "max_uses" > 0);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "albums" drop constraint "albums_artist_id_foreign";`);
    this.addSql(`alter table "artist_genres" drop constraint "artist_genres_artist_id_foreign";`);
    this.addSql(`alter table "artist_moods" drop constraint "artist_moods_artist_id_foreign";`);
    this.addSql(`alter table "tracks" drop constraint "tracks_artist_id_foreign";`);
    this.addSql(`alter table "users" drop constraint "users_artist_id_foreign";`);
    this.addSql(`alter table "album_genres" drop constraint "album_genres_album_id_foreign";`);
    this.addSql(`alter table "tracks" drop constraint "tracks_album_id_foreign";`);
    this.addSql(`alter table "artist_genres" drop constraint "artist_genres_genre_id_foreign";`);
    this.addSql(`alter table "album_genres" drop constraint "album_genres_genre_id_foreign";`);
    this.addSql(`alter table "artist_moods" drop constraint "artist_moods_mood_id_foreign";`);

    this.addSql(`drop table if exists "artists" cascade;`);
    this.addSql(`drop table if exists "albums" cascade;`);
    this.addSql(`drop table if exists "genres" cascade;`);
    this.addSql(`drop table if exists "artist_genres" cascade;`);
    this.addSql(`drop table if exists "album_genres" cascade;`);
    this.addSql(`drop table if exists "invite_codes" cascade;`);
    this.addSql(`drop table if exists "moods" cascade;`);
    this.addSql(`drop table if exists "artist_moods" cascade;`);
    this.addSql(`drop table if exists "tracks" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop type "album_access_type";`);
    this.addSql(`drop type "user_role";`);
  }
}
