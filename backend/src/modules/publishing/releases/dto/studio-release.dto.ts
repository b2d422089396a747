import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import {
  CHECKLIST_ITEMS,
  type ChecklistItem,
  type MissingItem,
} from '../../domain/publish-checklist.js';
import {
  deletable,
  RELEASE_STATES,
  RELEASE_TYPES,
  type ReleaseState,
  type ReleaseType,
  releaseStateAfter,
  tracksEditable,
} from '../../domain/release-state.js';
import { isSold } from '../../domain/sold-tracks.js';
import { STUDIO_ACCESS_TYPES, type StudioAccessType } from '../../domain/studio-access-types.js';
import type { FileTags, TrackMaster } from '../../domain/track-master.js';
import {
  PROCESSING_STEPS,
  type ProcessingStep,
  TRACK_STATES,
  type TrackState,
  retryable,
} from '../../domain/track-state.js';
import type { ReleaseSummary } from '../release-lists.repository.js';
import type { ReleaseTrackRow, ReleaseView } from '../releases.repository.js';

export class MissingItemDto {
  @ApiProperty({ enum: CHECKLIST_ITEMS }) item!: ChecklistItem;
  @ApiProperty({ description: 'What to do about it, in words for the artist' }) message!: string;
}

export class ChecklistDto {
  @ApiProperty({ description: 'Nothing is missing: publish may go ahead' }) complete!: boolean;
  @ApiProperty({ type: [MissingItemDto] }) missing!: MissingItemDto[];
}

/** What the caller may do with the release now (the buttons the studio offers). */
export class ReleaseActionsDto {
  @ApiProperty({ description: 'Add, remove or replace tracks (drafts only)' })
  edit_tracks!: boolean;
  @ApiProperty({ description: 'Delete it (a draft never published)' }) delete!: boolean;
  @ApiProperty({ description: 'Publish or schedule it (complete, and not taken down)' })
  publish!: boolean;
  @ApiProperty({ description: 'Take it back to a draft (published or scheduled)' })
  unpublish!: boolean;
}

export class AudioFactsDto {
  @ApiProperty() duration_s!: number;
  @ApiProperty() sample_rate!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Null for lossy formats' })
  bit_depth!: number | null;
  @ApiProperty() channels!: number;
  @ApiProperty({ description: 'wav, aiff, flac, alac, mp3, ogg or opus (from the bytes)' })
  format!: string;
  @ApiProperty() lossless!: boolean;
}

export class LoudnessDto {
  @ApiProperty() integrated_lufs!: number;
  @ApiProperty({ type: Number, nullable: true }) true_peak_dbtp!: number | null;
  @ApiProperty() range_lu!: number;
  @ApiProperty({ description: 'The gain that brings it to −14 LUFS' }) track_gain_db!: number;
}

/** The file's own tags, offered as defaults for the fields (nothing is applied by itself). */
export class FileTagsDto {
  @ApiPropertyOptional({ type: String }) title?: string | undefined;
  @ApiPropertyOptional({ type: Number }) track_number?: number | undefined;
  @ApiPropertyOptional({ type: Number }) disc_number?: number | undefined;
  @ApiPropertyOptional({ type: String }) isrc?: string | undefined;
  @ApiPropertyOptional({ type: Number }) year?: number | undefined;
  @ApiPropertyOptional({ type: [String] }) artists?: string[] | undefined;
  @ApiPropertyOptional({ type: String }) album?: string | undefined;
  @ApiPropertyOptional({ type: String }) album_artist?: string | undefined;
  @ApiPropertyOptional({ type: String }) genre?: string | undefined;
  @ApiPropertyOptional({ type: String }) lyrics?: string | undefined;
  @ApiPropertyOptional({ type: Boolean }) has_artwork?: boolean | undefined;
}

export class StudioTrackDto {
  @ApiProperty({
    format: 'uuid',
    description: 'Also the upload slot: create its tus upload with it',
  })
  id!: string;
  @ApiProperty({ description: 'Its place on the release, from 1' }) position!: number;
  @ApiProperty() title!: string;
  @ApiProperty() explicit!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'GBAYE0601498' }) isrc!: string | null;
  @ApiProperty({ type: String, nullable: true }) credits!: string | null;
  @ApiProperty({ type: String, nullable: true }) lyrics_plain!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'LRC' }) lyrics_synced!: string | null;
  @ApiProperty({ enum: TRACK_STATES }) state!: TrackState;
  @ApiProperty({ enum: PROCESSING_STEPS, nullable: true, description: 'While processing' })
  step!: ProcessingStep | null;
  @ApiProperty({ description: 'Percent of the current processing, 0–100' }) progress!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why it failed, for the artist' })
  failure_reason!: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Admins only: the technical detail of a failure',
  })
  failure_detail?: string | null;
  @ApiProperty({ description: 'Whether retry may process it again from its stored file' })
  retryable!: boolean;
  @ApiProperty({ description: "The uploaded file's name" }) file_name!: string;
  @ApiProperty({ description: 'Its size in bytes, as announced' }) file_size!: number;
  @ApiProperty({ description: 'Seconds; 0 until processed' }) duration_s!: number;
  @ApiProperty({ type: AudioFactsDto, nullable: true }) facts!: AudioFactsDto | null;
  @ApiProperty({ type: LoudnessDto, nullable: true }) loudness!: LoudnessDto | null;
  @ApiProperty({ type: FileTagsDto, nullable: true }) tags!: FileTagsDto | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Where the artist wants the preview to start; null: a third into the track',
  })
  preview_start_seconds!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Where the current preview was cut (null until processed)',
  })
  preview_cut_at_seconds!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'GET it (with the bearer) for the waveform peaks, once processed',
  })
  peaks_url!: string | null;
  @ApiProperty({ description: 'The public sees it now' }) listed!: boolean;
  @ApiProperty({
    description:
      'People bought the release while the public had this track: it stays on the release as it is (no removal, no other master; docs/adr/0050)',
  })
  sold!: boolean;
}

export class StudioReleaseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) artist_id!: string;
  @ApiProperty() artist_name!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: RELEASE_TYPES }) release_type!: ReleaseType;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) release_date!: string | null;
  @ApiProperty({
    enum: STUDIO_ACCESS_TYPES,
    nullable: true,
    description: 'Null until the artist chooses one',
  })
  access_type!: StudioAccessType | null;
  @ApiProperty({ type: [String] }) genres!: string[];
  @ApiProperty() downloads_enabled!: boolean;
  @ApiProperty({ type: String, nullable: true }) artwork_url!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Its public address is /album/{slug}; given when first published',
  })
  slug!: string | null;
  @ApiProperty({ enum: RELEASE_STATES }) state!: ReleaseState;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) scheduled_for!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) published_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  first_published_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  taken_down_at!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why Encore took it down' })
  take_down_reason!: string | null;
  @ApiProperty({ description: 'The public sees it now' }) listed!: boolean;
  @ApiProperty({
    description: 'People who bought it and keep it (Soundcheck; refunds not counted)',
  })
  buyers!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The artist's note to buyers about new tracks, mailed at the next publication",
  })
  buyers_note!: string | null;
  @ApiProperty({ type: ChecklistDto }) checklist!: ChecklistDto;
  @ApiProperty({ type: ReleaseActionsDto }) actions!: ReleaseActionsDto;
  @ApiProperty({ type: [StudioTrackDto] }) tracks!: StudioTrackDto[];
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export class StudioReleaseSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: RELEASE_TYPES }) release_type!: ReleaseType;
  @ApiProperty({ enum: RELEASE_STATES }) state!: ReleaseState;
  @ApiProperty({ type: String, nullable: true }) artwork_url!: string | null;
  @ApiProperty() track_count!: number;
  @ApiProperty() ready_track_count!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) scheduled_for!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) published_at!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export class StudioReleaseListDto {
  @ApiProperty({ format: 'uuid', description: 'The artist profile listed' }) artist_id!: string;
  @ApiProperty({ type: [StudioReleaseSummaryDto], description: 'Newest first' })
  releases!: StudioReleaseSummaryDto[];
}

export class ArtworkReplyDto {
  @ApiProperty({ example: '/media/images/artwork/0b6e….jpg' }) artwork_url!: string;
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

const tagsDto = (tags: FileTags): FileTagsDto => ({
  title: tags.title,
  track_number: tags.trackNumber,
  disc_number: tags.discNumber,
  isrc: tags.isrc,
  year: tags.year,
  artists: tags.artists,
  album: tags.album,
  album_artist: tags.albumArtist,
  genre: tags.genre,
  lyrics: tags.lyrics,
  has_artwork: tags.hasArtwork,
});

export function toStudioTrackDto(
  track: ReleaseTrackRow,
  master: TrackMaster | undefined,
  viewer: { isAdmin: boolean },
  buyers: number,
): StudioTrackDto {
  const facts = master?.facts ?? null;
  const loudness = master?.loudness ?? null;
  return {
    id: track.id,
    position: track.trackNumber,
    title: track.title,
    explicit: track.explicit,
    isrc: master?.isrc ?? null,
    credits: master?.credits ?? null,
    lyrics_plain: track.lyricsPlain,
    lyrics_synced: track.lyricsSynced,
    state: master?.state ?? 'awaiting_upload',
    step: master?.step ?? null,
    progress: master?.progress ?? 0,
    failure_reason: master?.failureReason ?? null,
    ...(viewer.isAdmin ? { failure_detail: master?.failureDetail ?? null } : {}),
    retryable: master ? retryable(master.state, master.masterPath !== null) : false,
    file_name: master?.originalName ?? '',
    file_size: master?.expectedSize ?? 0,
    duration_s: facts?.durationS ?? track.durationS,
    facts:
      facts === null
        ? null
        : {
            duration_s: facts.durationS,
            sample_rate: facts.sampleRate,
            bit_depth: facts.bitDepth,
            channels: facts.channels,
            format: facts.format,
            lossless: facts.lossless,
          },
    loudness:
      loudness === null
        ? null
        : {
            integrated_lufs: loudness.integratedLufs,
            true_peak_dbtp: loudness.truePeakDbtp,
            range_lu: loudness.rangeLu,
            track_gain_db: loudness.trackGainDb,
          },
    tags: master?.tags ? tagsDto(master.tags) : null,
    preview_start_seconds: master?.previewStartSeconds ?? null,
    preview_cut_at_seconds: master?.renditions?.previewStartS ?? null,
    peaks_url: master?.renditions?.peaks ? `/api/studio/tracks/${track.id}/peaks` : null,
    listed: track.listed,
    sold: isSold(buyers, master?.firstListedAt ?? null),
  };
}

export function toStudioReleaseDto(
  release: ReleaseView,
  tracks: readonly StudioTrackDto[],
  missing: readonly MissingItem[],
  buyers: number,
): StudioReleaseDto {
  const { state } = release;
  return {
    id: release.albumId,
    artist_id: release.artistId,
    artist_name: release.artistName,
    title: release.title,
    release_type: release.releaseType,
    description: release.description,
    release_date: release.releaseDate,
    access_type: release.accessChosen ? (release.accessType as StudioAccessType) : null,
    genres: release.genres,
    downloads_enabled: release.downloadsEnabled,
    artwork_url: release.artworkUrl,
    slug: release.slug,
    state,
    scheduled_for: iso(release.scheduledFor),
    published_at: iso(release.publishedAt),
    first_published_at: iso(release.firstPublishedAt),
    taken_down_at: iso(release.takenDownAt),
    take_down_reason: release.takeDownReason,
    listed: release.listed,
    buyers,
    buyers_note: release.buyersNote,
    checklist: { complete: missing.length === 0, missing: [...missing] },
    actions: {
      edit_tracks: tracksEditable(state),
      delete: deletable(state, release.firstPublishedAt !== null),
      publish: missing.length === 0 && releaseStateAfter(state, 'publish_now') !== null,
      unpublish: releaseStateAfter(state, 'unpublish') !== null,
    },
    tracks: [...tracks],
    created_at: release.createdAt.toISOString(),
    updated_at: release.updatedAt.toISOString(),
  };
}

export const toStudioReleaseSummaryDto = (release: ReleaseSummary): StudioReleaseSummaryDto => ({
  id: release.albumId,
  title: release.title,
  release_type: release.releaseType,
  state: release.state,
  artwork_url: release.artworkUrl,
  track_count: release.trackCount,
  ready_track_count: release.readyTrackCount,
  scheduled_for: iso(release.scheduledFor),
  published_at: iso(release.publishedAt),
  created_at: release.createdAt.toISOString(),
  updated_at: release.updatedAt.toISOString(),
});
