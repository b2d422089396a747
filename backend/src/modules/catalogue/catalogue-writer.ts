import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { AccessType } from './domain/access-type.js';
import type { TrackPlayback } from './domain/playback.js';

/** An album's fields as the studio edits them (a release is a catalogue album). */
export interface AlbumFields {
  title?: string;
  description?: string | null;
  artworkUrl?: string | null;
  /** `YYYY-MM-DD`. */
  releaseDate?: string | null;
  accessType?: AccessType;
  slug?: string | null;
}

/** A track's fields as the studio edits them. */
export interface TrackFields {
  title?: string;
  trackNumber?: number;
  explicit?: boolean;
  lyricsPlain?: string | null;
  lyricsSynced?: string | null;
}

/** An artist profile's fields as the studio edits them. */
export interface ArtistFields {
  name?: string;
  /** Null: reached by its name's slug. */
  slug?: string | null;
  bio?: string | null;
  imageUrl?: string | null;
}

/** An artist's links: the spec's map of a site name to an address, and its keys in order. */
export interface ArtistLinks {
  map: Record<string, string>;
  order: readonly string[];
}

/** The audio a processed master gives the catalogue's readers (storage paths, never URLs). */
export interface TrackAudio {
  filePath: string;
  previewPath: string;
  durationS: number;
}

const ALBUM_COLUMNS: Record<keyof AlbumFields, string> = {
  title: 'title',
  description: 'description',
  artworkUrl: 'artwork_url',
  releaseDate: 'release_date',
  accessType: 'access_type',
  slug: 'slug',
};
const ARTIST_COLUMNS: Record<keyof ArtistFields, string> = {
  name: 'name',
  slug: 'slug',
  bio: 'bio',
  imageUrl: 'image_url',
};
const TRACK_COLUMNS: Record<keyof TrackFields, string> = {
  title: 'title',
  trackNumber: 'track_number',
  explicit: 'explicit',
  lyricsPlain: 'lyrics_plain',
  lyricsSynced: 'lyrics_synced',
};

/** `column = ?` pairs of the fields given (undefined: left as it is). */
function assignments<F extends object>(
  fields: F,
  columns: Record<keyof F, string>,
): { sql: string; values: unknown[] } {
  const given = (Object.keys(columns) as (keyof F)[]).filter((key) => fields[key] !== undefined);
  return {
    sql: given.map((key) => `${columns[key]} = ?`).join(', '),
    values: given.map((key) => fields[key]),
  };
}

/**
 * The catalogue's write side, for publishing (docs/adr/0041): the studio creates and edits albums
 * and tracks here, always in the caller's transaction, and decides what is `listed`. New rows
 * start unlisted: nothing the studio makes is public until its release is published.
 */
@Injectable()
export class CatalogueWriter {
  /** A new artist profile (the operator's import); `slug` null: reached by its name's slug. */
  async createArtist(
    tx: EntityManager,
    artist: { name: string; slug: string | null },
  ): Promise<string> {
    const [row] = await tx.execute<{ id: string }[]>(
      `insert into artists (id, slug, name, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, now(), now()) returning id`,
      [artist.slug, artist.name],
    );
    if (!row) throw new Error('artist insert returned no row');
    return row.id;
  }

  /** The studio's profile editor (issue 25); search documents follow by the artists' triggers. */
  async updateArtist(tx: EntityManager, artistId: string, fields: ArtistFields): Promise<void> {
    const { sql, values } = assignments(fields, ARTIST_COLUMNS);
    if (sql === '') return;
    await tx.execute(`update artists set ${sql}, updated_at = now() where id = ?`, [
      ...values,
      artistId,
    ]);
  }

  /** Replaces the artist's links, in this order (encore_artist_links reads them back so). */
  async setArtistLinks(tx: EntityManager, artistId: string, links: ArtistLinks): Promise<void> {
    await tx.execute(
      `update artists set social_links = ?::jsonb,
         link_order = array(select jsonb_array_elements_text(?::jsonb)), updated_at = now()
       where id = ?`,
      [JSON.stringify(links.map), JSON.stringify(links.order), artistId],
    );
  }

  /** Replaces the artist's genres by these names, which the catalogue lists (others are skipped). */
  async setArtistGenres(
    tx: EntityManager,
    artistId: string,
    names: readonly string[],
  ): Promise<void> {
    await tx.execute('delete from artist_genres where artist_id = ?', [artistId]);
    if (names.length === 0) return;
    // An array parameter is written out as a list ('a', 'b'): `array[?]` makes it an SQL array.
    await tx.execute(
      `insert into artist_genres (artist_id, genre_id) select ?, id from genres
       where name = any(array[?]::text[])
       on conflict do nothing`,
      [artistId, names],
    );
  }

  async createAlbum(
    tx: EntityManager,
    album: { artistId: string; title: string; accessType: AccessType },
  ): Promise<string> {
    const [row] = await tx.execute<{ id: string }[]>(
      `insert into albums (id, title, access_type, artist_id, listed, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, ?, false, now(), now()) returning id`,
      [album.title, album.accessType, album.artistId],
    );
    if (!row) throw new Error('album insert returned no row');
    return row.id;
  }

  async updateAlbum(tx: EntityManager, albumId: string, fields: AlbumFields): Promise<void> {
    const { sql, values } = assignments(fields, ALBUM_COLUMNS);
    if (sql === '') return;
    await tx.execute(`update albums set ${sql}, updated_at = now() where id = ?`, [
      ...values,
      albumId,
    ]);
  }

  /** Replaces the album's genres by these names (unknown names are created). */
  async setAlbumGenres(
    tx: EntityManager,
    albumId: string,
    names: readonly string[],
  ): Promise<void> {
    await tx.execute('delete from album_genres where album_id = ?', [albumId]);
    if (names.length === 0) return;
    // An array parameter is written out as a list ('a', 'b'): `array[?]` makes it an SQL array.
    await tx.execute(
      `insert into genres (id, name) select gen_random_uuid(), n from unnest(array[?]::text[]) n
       on conflict (name) do nothing`,
      [names],
    );
    await tx.execute(
      `insert into album_genres (album_id, genre_id) select ?, id from genres
       where name = any(array[?]::text[])
       on conflict do nothing`,
      [albumId, names],
    );
  }

  async deleteAlbum(tx: EntityManager, albumId: string): Promise<void> {
    await tx.execute('delete from albums where id = ?', [albumId]);
  }

  /** A track without audio yet (file path empty, duration 0): unlisted until it is ready. */
  async createTrack(
    tx: EntityManager,
    track: { albumId: string; artistId: string; title: string; trackNumber: number },
  ): Promise<string> {
    const [row] = await tx.execute<{ id: string }[]>(
      `insert into tracks (id, title, track_number, duration_s, file_path, explicit, listed,
         album_id, artist_id, created_at)
       values (gen_random_uuid(), ?, ?, 0, '', false, false, ?, ?, now()) returning id`,
      [track.title, track.trackNumber, track.albumId, track.artistId],
    );
    if (!row) throw new Error('track insert returned no row');
    return row.id;
  }

  async updateTrack(tx: EntityManager, trackId: string, fields: TrackFields): Promise<void> {
    const { sql, values } = assignments(fields, TRACK_COLUMNS);
    if (sql === '') return;
    await tx.execute(`update tracks set ${sql} where id = ?`, [...values, trackId]);
  }

  /** Points the track at a processed master's renditions (in the pipeline's transaction). */
  async setTrackAudio(tx: EntityManager, trackId: string, audio: TrackAudio): Promise<void> {
    await tx.execute(
      'update tracks set file_path = ?, preview_path = ?, duration_s = ? where id = ?',
      [audio.filePath, audio.previewPath, audio.durationS, trackId],
    );
  }

  /**
   * The player's facts of the renditions `setTrackAudio` points at (docs/adr/0048): always in the
   * same transaction, so the AAC path never names a set that was swept; null clears them.
   */
  async setTrackPlayback(
    tx: EntityManager,
    trackId: string,
    playback: TrackPlayback | null,
  ): Promise<void> {
    await tx.execute(
      `update tracks set aac_path = ?, aac_gapless = ?, track_gain_db = ?, peaks_path = ?
       where id = ?`,
      [
        playback?.aacPath ?? null,
        playback === null ? null : JSON.stringify(playback.aacGapless),
        playback?.trackGainDb ?? null,
        playback?.peaksPath ?? null,
        trackId,
      ],
    );
  }

  /** The album's one gain (publishing/domain/loudness.ts albumGain), null when unmeasured. */
  async setAlbumGain(tx: EntityManager, albumId: string, gainDb: number | null): Promise<void> {
    await tx.execute('update albums set album_gain_db = ? where id = ?', [gainDb, albumId]);
  }

  async deleteTrack(tx: EntityManager, trackId: string): Promise<void> {
    await tx.execute('delete from tracks where id = ?', [trackId]);
  }

  /**
   * What the public sees of an album: the album itself, and of its tracks exactly `trackIds`
   * (the ready ones when a release is published; none when it is hidden).
   */
  async setListed(
    tx: EntityManager,
    albumId: string,
    listing: { album: boolean; trackIds: readonly string[] },
  ): Promise<void> {
    await tx.execute('update albums set listed = ?, updated_at = now() where id = ?', [
      listing.album,
      albumId,
    ]);
    await tx.execute('update tracks set listed = (id = any(array[?]::uuid[])) where album_id = ?', [
      [...listing.trackIds],
      albumId,
    ]);
  }
}
