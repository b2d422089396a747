import { Migration } from '@mikro-orm/migrations';

/**
 * Publishing (issue 24, docs/adr/0041): an artist's releases and the masters of their tracks.
 *
 * A release *is* a catalogue album (same id), a release track a catalogue track: the studio
 * writes their metadata through the catalogue, which stays the only reader the public sees. What
 * publishing adds lives in its own tables: a release's state and schedule (`releases`), and each
 * track's master, its processing and its renditions (`track_masters`). `listed` on albums and
 * tracks is what the public readers filter on: true for every row made before publishing existed
 * (the demo and bulk catalogues), false for a release until it is published, and false again when
 * it is unpublished or taken down — buyers keep their access through their grants.
 */
export class Migration20261128130000_publishing extends Migration {
  override name = 'Migration20261128130000_publishing';

  override up(): void | Promise<void> {
    this.addSql(`alter table "albums" add column "listed" boolean not null default true;`);
    this.addSql(`alter table "tracks" add column "listed" boolean not null default true;`);

    this.addSql(
      `create type "release_state" as enum ('draft', 'scheduled', 'published', 'taken_down');`,
    );
    this.addSql(`create type "release_type" as enum ('album', 'ep', 'single');`);
    this.addSql(
      `create type "track_master_state" as enum ('awaiting_upload', 'uploading', 'processing', 'ready', 'failed');`,
    );
    this.addSql(`create table "releases" (
      "album_id" uuid primary key references "albums" ("id") on delete cascade,
      "artist_id" uuid not null references "artists" ("id") on delete cascade,
      "state" "release_state" not null default 'draft',
      "release_type" "release_type" not null default 'album',
      "scheduled_for" timestamptz null,
      "published_at" timestamptz null,
      "first_published_at" timestamptz null,
      "taken_down_at" timestamptz null,
      "take_down_reason" text null,
      "downloads_enabled" boolean not null default false,
      "album_gain_db" numeric(6, 2) null,
      "created_by" uuid null references "users" ("id") on delete set null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "releases_artist_index" on "releases" ("artist_id", "created_at");`);
    this.addSql(
      `create index "releases_scheduled_index" on "releases" ("scheduled_for") where "state" = 'scheduled';`,
    );
    this.addSql(
      `create index "releases_published_index" on "releases" ("published_at" desc) where "state" = 'published';`,
    );

    this.addSql(`create table "track_masters" (
      "track_id" uuid primary key references "tracks" ("id") on delete cascade,
      "state" "track_master_state" not null default 'awaiting_upload',
      "expected_size" bigint not null,
      "original_name" text not null,
      "upload_id" text null unique,
      "master_path" text null,
      "master_format" text null,
      "content_sha256" text null,
      "step" text null,
      "progress" smallint not null default 0,
      "heartbeat_at" timestamptz null,
      "failure_reason" text null,
      "failure_detail" text null,
      "attempts" integer not null default 0,
      "preview_start_seconds" numeric(8, 2) null,
      "isrc" text null,
      "credits" text null,
      "facts" jsonb null,
      "tags" jsonb null,
      "loudness" jsonb null,
      "renditions" jsonb null,
      "processed_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now());`);
    this.addSql(
      `create index "track_masters_processing_index" on "track_masters" ("heartbeat_at") where "state" = 'processing';`,
    );
    this.addSql(
      `create index "track_masters_content_index" on "track_masters" ("content_sha256") where "content_sha256" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "track_masters";`);
    this.addSql(`drop table if exists "releases";`);
    this.addSql(`drop type if exists "track_master_state";`);
    this.addSql(`drop type if exists "release_type";`);
    this.addSql(`drop type if exists "release_state";`);
    this.addSql(`alter table "tracks" drop column "listed";`);
    this.addSql(`alter table "albums" drop column "listed";`);
  }
}
