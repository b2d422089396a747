import { RELEASE_DECISION_REASON_MAX_LENGTH } from '@encore/shared-rules';
import { ApiProperty } from '@nestjs/swagger';

import { Field } from '../../../platform/http/index.js';
import {
  type ModeratedRelease,
  RELEASE_STATES,
  RELEASE_TYPES,
  type ReleaseState,
  type ReleaseType,
} from '../../publishing/index.js';
import { AdminPageQuery } from '../audit/audit.dto.js';

/** `GET /api/admin/releases`: newest publications first, optionally of one state. */
export class ReleaseListQuery extends AdminPageQuery {
  @Field(
    { type: 'string', enum: RELEASE_STATES },
    {
      optional: true,
      description: 'Only releases in this state (published: the new releases)',
      message: `state must be one of ${RELEASE_STATES.join(', ')}`,
    },
  )
  state?: ReleaseState;
}

export class ReleaseIdParams {
  @Field({ type: 'string', format: 'uuid' }, { message: 'The release id must be a UUID' })
  id!: string;
}

/** Why: kept in the audit log, shown to the artist in the studio and mailed to them. */
export class ReleaseDecisionDto {
  @Field(
    { type: 'string', minLength: 1, maxLength: RELEASE_DECISION_REASON_MAX_LENGTH },
    {
      trim: true,
      example: 'The artwork uses a photograph the artist has no rights to.',
      message: `reason must be 1 to ${RELEASE_DECISION_REASON_MAX_LENGTH} characters: say why`,
    },
  )
  reason!: string;
}

export class AdminReleaseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ format: 'uuid', description: "Open it in the artist's studio with artist_id" })
  artist_id!: string;
  @ApiProperty() artist_name!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Public at /album/{slug}' })
  slug!: string | null;
  @ApiProperty({ enum: RELEASE_TYPES }) release_type!: ReleaseType;
  @ApiProperty({ enum: RELEASE_STATES }) state!: ReleaseState;
  @ApiProperty({ type: String, nullable: true }) artwork_url!: string | null;
  @ApiProperty() track_count!: number;
  @ApiProperty() ready_track_count!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) published_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  first_published_at!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Who last published or scheduled it (an artist account, or an admin)',
  })
  published_by_email!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) scheduled_for!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  taken_down_at!: string | null;
  @ApiProperty({ type: String, nullable: true }) take_down_reason!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export class AdminReleasePageDto {
  @ApiProperty({ type: [AdminReleaseDto] }) releases!: AdminReleaseDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as before for the next page' })
  next_cursor!: string | null;
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

export const toAdminReleaseDto = (release: ModeratedRelease): AdminReleaseDto => ({
  id: release.albumId,
  title: release.title,
  artist_id: release.artistId,
  artist_name: release.artistName,
  slug: release.slug,
  release_type: release.releaseType,
  state: release.state,
  artwork_url: release.artworkUrl,
  track_count: release.trackCount,
  ready_track_count: release.readyTrackCount,
  published_at: iso(release.publishedAt),
  first_published_at: iso(release.firstPublishedAt),
  published_by_email: release.publishedByEmail,
  scheduled_for: iso(release.scheduledFor),
  taken_down_at: iso(release.takenDownAt),
  take_down_reason: release.takeDownReason,
  created_at: release.createdAt.toISOString(),
  updated_at: release.updatedAt.toISOString(),
});
