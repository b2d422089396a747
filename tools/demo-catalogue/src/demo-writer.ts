import type {
  DemoAccount,
  DemoAlbum,
  DemoArtist,
  DemoInviteCode,
  DemoTrack,
} from './demo/index.js';
import type { ArtistImageUrls } from './demo-media.js';
import type { RenderedTrackAudio } from './media/index.js';
import type { SqlRunner } from './sql-runner.js';

interface IdRow {
  id: string;
}

/**
 * Idempotent upserts of the demo catalogue, keyed by natural keys (slug, name, email, code) so a
 * second seed updates rows in place and keeps their ids — purchases and sessions stay valid.
 */
export class DemoCatalogueWriter {
  constructor(private readonly sql: SqlRunner) {}

  /** Genres and moods by name; answers name → id. */
  async upsertNames(
    table: 'genres' | 'moods',
    names: readonly string[],
  ): Promise<Map<string, string>> {
    const rows = await this.sql<IdRow & { name: string }>(
      `INSERT INTO ${table} (name) VALUES ${names.map(() => '(?)').join(', ')}
       ON CONFLICT (name) DO UPDATE SET name = excluded.name
       RETURNING id, name`,
      names,
    );
    return new Map(rows.map((row) => [row.name, row.id]));
  }

  /** By slug; the artist without a slug by its name (there is no other natural key). */
  async upsertArtist(artist: DemoArtist, images: ArtistImageUrls): Promise<string> {
    const [existing] =
      artist.slug === null
        ? await this.sql<IdRow>(
            'SELECT id FROM artists WHERE slug IS NULL AND name = ? ORDER BY created_at LIMIT 1',
            [artist.name],
          )
        : await this.sql<IdRow>('SELECT id FROM artists WHERE slug = ?', [artist.slug]);
    const values = [
      artist.slug,
      artist.name,
      artist.bio,
      images.imageUrl,
      images.bannerUrl,
      images.logoUrl,
      JSON.stringify(artist.socialLinks),
    ];
    if (existing !== undefined) {
      await this.sql(
        `UPDATE artists SET slug = ?, name = ?, bio = ?, image_url = ?, banner_url = ?, artist_logo = ?,
           social_links = ?::jsonb, updated_at = now()
         WHERE id = ?`,
        [...values, existing.id],
      );
      return existing.id;
    }
    const [inserted] = await this.sql<IdRow>(
      `INSERT INTO artists (slug, name, bio, image_url, banner_url, artist_logo, social_links)
       VALUES (?, ?, ?, ?, ?, ?, ?::jsonb) RETURNING id`,
      values,
    );
    return required(inserted, `artist ${artist.name}`).id;
  }

  /** Replaces the rows of a pivot table (`artist_genres`, …) owned by `ownerId`. */
  async replaceLinks(
    pivot: 'artist_genres' | 'artist_moods' | 'album_genres',
    ownerId: string,
    linkedIds: readonly string[],
  ): Promise<void> {
    const [ownerColumn, linkColumn] = PIVOT_COLUMNS[pivot];
    await this.sql(`DELETE FROM ${pivot} WHERE ${ownerColumn} = ?`, [ownerId]);
    if (linkedIds.length === 0) return;
    await this.sql(
      `INSERT INTO ${pivot} (${ownerColumn}, ${linkColumn}) VALUES ${linkedIds.map(() => '(?, ?)').join(', ')}`,
      linkedIds.flatMap((id) => [ownerId, id]),
    );
  }

  async upsertAlbum(album: DemoAlbum, artistId: string, artworkUrl: string): Promise<string> {
    const [row] = await this.sql<IdRow>(
      `INSERT INTO albums (slug, title, description, artwork_url, release_date, access_type, artist_id)
       VALUES (?, ?, ?, ?, ?::date, ?::album_access_type, ?)
       ON CONFLICT (slug) DO UPDATE SET title = excluded.title, description = excluded.description,
         artwork_url = excluded.artwork_url, release_date = excluded.release_date,
         access_type = excluded.access_type, artist_id = excluded.artist_id, updated_at = now()
       RETURNING id`,
      [
        album.slug,
        album.title,
        album.description,
        artworkUrl,
        album.releaseDate,
        album.accessType,
        artistId,
      ],
    );
    return required(row, `album ${album.slug}`).id;
  }

  /** The album's one gain for the player (docs/adr/0048). */
  async setAlbumGain(albumId: string, gainDb: number | null): Promise<void> {
    await this.sql('UPDATE albums SET album_gain_db = ? WHERE id = ?', [gainDb, albumId]);
  }

  /** Tracks are keyed by (album, track number); any other track of the album is removed. */
  async syncTracks(
    albumId: string,
    artistId: string,
    tracks: readonly DemoTrack[],
    audio: ReadonlyMap<string, RenderedTrackAudio>,
  ): Promise<void> {
    const existing = await this.sql<IdRow & { track_number: number }>(
      'SELECT id, track_number FROM tracks WHERE album_id = ? ORDER BY created_at DESC',
      [albumId],
    );
    const idByNumber = new Map(existing.map((row) => [row.track_number, row.id]));
    const kept: string[] = [];
    for (const track of tracks) {
      const rendered = required(audio.get(track.key), `rendered audio for ${track.key}`);
      const { path: aacPath, ...aacGapless } = rendered.aac;
      const values = [
        track.title,
        track.trackNumber,
        rendered.durationS,
        rendered.filePath,
        rendered.previewPath,
        aacPath,
        JSON.stringify(aacGapless),
        rendered.loudness.trackGainDb,
        rendered.peaksPath,
        track.explicit,
        track.lyricsSynced,
        track.lyricsPlain,
        albumId,
        artistId,
      ];
      const id = idByNumber.get(track.trackNumber);
      if (id !== undefined) {
        await this.sql(
          `UPDATE tracks SET title = ?, track_number = ?, duration_s = ?, file_path = ?, preview_path = ?,
             aac_path = ?, aac_gapless = ?::jsonb, track_gain_db = ?, peaks_path = ?,
             explicit = ?, lyrics_synced = ?, lyrics_plain = ?, album_id = ?, artist_id = ?
           WHERE id = ?`,
          [...values, id],
        );
        kept.push(id);
        continue;
      }
      const [inserted] = await this.sql<IdRow>(
        `INSERT INTO tracks (title, track_number, duration_s, file_path, preview_path, aac_path,
           aac_gapless, track_gain_db, peaks_path, explicit, lyrics_synced, lyrics_plain,
           album_id, artist_id)
         VALUES (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        values,
      );
      kept.push(required(inserted, `track ${track.key}`).id);
    }
    const others = kept.length === 0 ? '' : ` AND id NOT IN (${kept.map(() => '?').join(', ')})`;
    await this.sql(`DELETE FROM tracks WHERE album_id = ?${others}`, [albumId, ...kept]);
  }

  /** The demo password is reset on every seed, so the printed logins always work. */
  async upsertAccount(
    account: DemoAccount,
    passwordHash: string,
    artistId: string | null,
  ): Promise<void> {
    await this.sql(
      `INSERT INTO users (email, password_hash, display_name, role, artist_id)
       VALUES (?, ?, ?, ?::user_role, ?)
       ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash,
         display_name = excluded.display_name, role = excluded.role, artist_id = excluded.artist_id,
         updated_at = now()`,
      [account.email, passwordHash, account.displayName, account.role, artistId],
    );
  }

  /** Keeps the use count; the limit never drops below it (a check constraint would refuse). */
  async upsertInviteCode(invite: DemoInviteCode): Promise<void> {
    await this.sql(
      `INSERT INTO invite_codes (code, max_uses, expires_at, note) VALUES (?, ?, ?::timestamptz, ?)
       ON CONFLICT (code) DO UPDATE SET max_uses = GREATEST(excluded.max_uses, invite_codes.uses),
         expires_at = excluded.expires_at, note = excluded.note`,
      [invite.code, invite.maxUses, invite.expiresAt, invite.note],
    );
  }
}

const PIVOT_COLUMNS = {
  artist_genres: ['artist_id', 'genre_id'],
  artist_moods: ['artist_id', 'mood_id'],
  album_genres: ['album_id', 'genre_id'],
} as const;

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed invariant broken: no ${what}.`);
  return value;
}
