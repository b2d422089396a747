import { Injectable } from '@nestjs/common';

import { preparedStatement, SqlPool } from '../../platform/database/index.js';
import { UUID_PATTERN } from '../../platform/http/index.js';
import { AlbumAccess } from '../access/index.js';
import { ListingChanges } from '../catalogue/index.js';
import {
  mayStream,
  signedForStudio,
  type StreamAudience,
  streamAudience,
  type TrackBehindPath,
  trackIdInPath,
} from './domain/stream-audience.js';

/**
 * The tracks behind a path: by their full file, their AAC rendition, their preview, or their
 * renditions' folder.
 */
const TRACKS_BEHIND_PATH = preparedStatement<TrackBehindPath, [string, string | null]>(
  'media-tracks-behind-path',
  `SELECT al.id AS "albumId", t.listed AND al.listed AS listed
     FROM tracks t JOIN albums al ON al.id = t.album_id
    WHERE t.file_path = $1 OR t.aac_path = $1 OR t.preview_path = $1 OR t.id = $2::uuid
    LIMIT 20`,
);

/** How long an audience is kept when no listing change drops it sooner. */
const AUDIENCE_TTL_MS = 60_000;
/** Paths kept in memory; the oldest goes first. */
const AUDIENCES_KEPT = 10_000;

interface Kept {
  audience: StreamAudience;
  until: number;
  /** ListingChanges' count when the audience was read. */
  listing: number;
}

/**
 * Whether a signed address may still be fetched (docs/adr/0044): a track taken down stops
 * streaming within a second even for addresses signed before, except for the buyers of its
 * album. The audience of a path is read once and kept until the catalogue's next listing change
 * (or a minute), so the byte path costs PostgreSQL one indexed statement per file, not one per
 * Range request; a buyer's grant is asked only for hidden tracks.
 */
@Injectable()
export class StreamVisibility {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly db: SqlPool,
    private readonly access: AlbumAccess,
    private readonly listing: ListingChanges,
  ) {}

  /**
   * `user` is whom the address was signed for: a user id, ANONYMOUS_USER for previews, or the
   * studio's `studio-<track id>` for that track's artist.
   */
  async allows(path: string, user: string): Promise<boolean> {
    const audience = await this.audienceOf(path);
    if (audience.kind === 'signed') return true;
    // The studio's own address for its track's files: no grant to look up.
    if (signedForStudio(path, user)) return mayStream(audience, { buyer: false, studio: true });
    const userId = UUID_PATTERN.test(user) ? user : null;
    const held = await this.access.grantsHeldAmong(
      audience.albumIds.map((albumId) => ({ userId, albumId })),
    );
    return mayStream(audience, { buyer: held.includes(true) });
  }

  private async audienceOf(path: string, nowMs = Date.now()): Promise<StreamAudience> {
    // Read before the tracks: a change committed meanwhile makes what they say stale at once.
    const listing = this.listing.current();
    const kept = this.kept.get(path);
    if (kept !== undefined && kept.until > nowMs && kept.listing === listing) {
      return kept.audience;
    }
    const tracks = await this.db.query(TRACKS_BEHIND_PATH, [path, trackIdInPath(path)]);
    const audience = streamAudience(tracks);
    if (listing !== null) this.keep(path, { audience, until: nowMs + AUDIENCE_TTL_MS, listing });
    return audience;
  }

  private keep(path: string, kept: Kept): void {
    this.kept.delete(path);
    if (this.kept.size >= AUDIENCES_KEPT) {
      const oldest = this.kept.keys().next();
      if (oldest.done !== true) this.kept.delete(oldest.value);
    }
    this.kept.set(path, kept);
  }
}
