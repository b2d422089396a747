import { Migration } from '@mikro-orm/migrations';

/**
 * What the player needs of a track besides its MP3 (issue 26, docs/adr/0048), in the catalogue
 * — the only reader the public sees — beside `file_path`: the AAC rendition's path and its
 * gapless facts (priming, padding, samples, rate), the track gain to −14 LUFS and the waveform
 * peaks' path; and on the album its one album gain (moved here from `releases.album_gain_db`,
 * so the demo catalogue, which has no releases, carries one too). The pipeline writes them in
 * the transaction that points the track at its renditions; tracks processed before are filled
 * in from `track_masters` here (only where the catalogue still plays that very set).
 */
export class Migration20261130090000_playback_facts extends Migration {
  override name = 'Migration20261130090000_playback_facts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tracks"
      add column "aac_path" varchar(500) null,
      add column "aac_gapless" jsonb null,
      add column "track_gain_db" numeric(6, 2) null,
      add column "peaks_path" varchar(500) null;`);
    this.addSql(`alter table "tracks" add constraint "tracks_aac_gapless_check"
      check (("aac_path" is null) = ("aac_gapless" is null));`);
    this.addSql(`comment on column "tracks"."aac_gapless" is
      'The AAC rendition''s gapless facts: {primingSamples, paddingSamples, samples, sampleRate}.';`);
    // Media looks a track up by this path on every signed-URL request for the rendition.
    this.addSql(
      `create index "tracks_aac_path_index" on "tracks" ("aac_path") where "aac_path" is not null;`,
    );
    this.addSql(`alter table "albums" add column "album_gain_db" numeric(6, 2) null;`);

    this.addSql(`update "tracks" t set
        "aac_path" = m."renditions" -> 'streamAac' ->> 'path',
        "aac_gapless" = (m."renditions" -> 'streamAac') - 'path',
        "track_gain_db" = (m."loudness" ->> 'trackGainDb')::numeric,
        "peaks_path" = m."renditions" ->> 'peaks'
      from "track_masters" m
      where m."track_id" = t."id" and m."renditions" is not null and m."loudness" is not null
        and t."file_path" = m."renditions" ->> 'streamMp3';`);
    this.addSql(`update "albums" al set "album_gain_db" = r."album_gain_db"
      from "releases" r where r."album_id" = al."id";`);
    this.addSql(`alter table "releases" drop column "album_gain_db";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "releases" add column "album_gain_db" numeric(6, 2) null;`);
    this.addSql(`update "releases" r set "album_gain_db" = al."album_gain_db"
      from "albums" al where al."id" = r."album_id";`);
    this.addSql(`alter table "albums" drop column "album_gain_db";`);
    this.addSql(`drop index if exists "tracks_aac_path_index";`);
    this.addSql(`alter table "tracks" drop constraint "tracks_aac_gapless_check",
      drop column "aac_path", drop column "aac_gapless", drop column "track_gain_db",
      drop column "peaks_path";`);
  }
}
