import type { ReleaseState, ReleaseType } from '../domain/release-state.js';

/** A release as `releases` holds it. */
export interface ReleaseRecord {
  albumId: string;
  artistId: string;
  state: ReleaseState;
  releaseType: ReleaseType;
  scheduledFor: Date | null;
  publishedAt: Date | null;
  firstPublishedAt: Date | null;
  takenDownAt: Date | null;
  takeDownReason: string | null;
  downloadsEnabled: boolean;
  accessChosen: boolean;
  publishedBy: string | null;
  /** The artist's note to buyers about new tracks, sent at the next publication (ADR 0050). */
  buyersNote: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A `releases` row as a raw statement reads it (`RELEASE_COLUMNS` of alias `r`). */
export interface ReleaseRow {
  album_id: string;
  artist_id: string;
  state: ReleaseState;
  release_type: ReleaseType;
  scheduled_for: Date | string | null;
  published_at: Date | string | null;
  first_published_at: Date | string | null;
  taken_down_at: Date | string | null;
  take_down_reason: string | null;
  downloads_enabled: boolean;
  access_chosen: boolean;
  published_by: string | null;
  buyers_note: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

// Raw statements give timestamps as the driver reads them (text): each becomes a Date here.
const time = (value: Date | string): Date => new Date(value);
const maybeTime = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);

export const toRecord = (row: ReleaseRow): ReleaseRecord => ({
  albumId: row.album_id,
  artistId: row.artist_id,
  state: row.state,
  releaseType: row.release_type,
  scheduledFor: maybeTime(row.scheduled_for),
  publishedAt: maybeTime(row.published_at),
  firstPublishedAt: maybeTime(row.first_published_at),
  takenDownAt: maybeTime(row.taken_down_at),
  takeDownReason: row.take_down_reason,
  downloadsEnabled: row.downloads_enabled,
  accessChosen: row.access_chosen,
  publishedBy: row.published_by,
  buyersNote: row.buyers_note,
  createdAt: time(row.created_at),
  updatedAt: time(row.updated_at),
});

/** The columns of `ReleaseRow`, from `releases r`. */
export const RELEASE_COLUMNS = `r.album_id, r.artist_id, r.state, r.release_type, r.scheduled_for,
  r.published_at, r.first_published_at, r.taken_down_at, r.take_down_reason, r.downloads_enabled,
  r.access_chosen, r.published_by, r.buyers_note, r.created_at, r.updated_at`;
