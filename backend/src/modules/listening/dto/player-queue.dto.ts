import { ApiProperty } from '@nestjs/swagger';

import { Field } from '../../../platform/http/index.js';
import { TrackDto } from '../../catalogue/index.js';
import {
  MAX_POSITION_S,
  MAX_QUEUE_TRACKS,
  type PlayerQueue,
  REPEAT_MODES,
  type RepeatMode,
} from '../domain/player-queue.js';

/**
 * `PUT /api/me/player-queue`'s body limit: 500 ids of 36 characters, quoted and separated, with
 * the other fields and room for whitespace — far below what the house lets reach the parser.
 */
export const PLAYER_QUEUE_BODY_LIMIT_BYTES = 32 * 1024;

/** An ISO 8601 instant with its offset, as `Date#toISOString` writes one. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/** What the player saves: its queue, the current track, where in it, and the modes. */
export class SavePlayerQueueDto {
  @Field(
    {
      type: 'array',
      items: { type: 'string', format: 'uuid' },
      maxItems: MAX_QUEUE_TRACKS,
    },
    {
      description: 'Track ids in play order (shuffled order when shuffle is on); repeats allowed',
      message: `track_ids must be at most ${MAX_QUEUE_TRACKS} track ids`,
    },
  )
  track_ids!: string[];

  @Field(
    { type: 'integer', minimum: 0, maximum: MAX_QUEUE_TRACKS - 1 },
    {
      description: 'The current track: its place in track_ids (0 for an empty queue)',
      message: 'current_index must be the place of the current track in track_ids',
    },
  )
  current_index!: number;

  @Field(
    { type: 'number', minimum: 0, maximum: MAX_POSITION_S },
    {
      description: 'Seconds into the current track',
      message: `position_s must be a number of seconds from 0 to ${MAX_POSITION_S}`,
    },
  )
  position_s!: number;

  @Field({ type: 'boolean' }, { optional: true, description: 'Default: false' })
  shuffle?: boolean;

  @Field(
    { type: 'string', enum: REPEAT_MODES },
    {
      optional: true,
      description: "Default: 'off'",
      message: "repeat must be 'off', 'all' or 'one'",
    },
  )
  repeat?: RepeatMode;

  @Field(
    { type: 'string', pattern: ISO_INSTANT, maxLength: 40 },
    {
      optional: true,
      example: '2026-11-30T09:41:07.250Z',
      description:
        'When the listener made this state (default: when it arrives). A save older than the stored one is ignored: the last change wins',
      message: 'updated_at must be an ISO 8601 date and time, like 2026-11-30T09:41:07.250Z',
    },
  )
  updated_at?: string;
}

/** The saved queue as its owner reads it: tracks they may no longer see are left out. */
export class PlayerQueueDto {
  @ApiProperty({ type: [String], format: 'uuid', description: 'In play order' })
  track_ids!: string[];
  @ApiProperty({
    type: [TrackDto],
    description:
      'The tracks of track_ids, each once, in order of first appearance (what the player needs to show and play them)',
  })
  tracks!: TrackDto[];
  @ApiProperty({ type: 'integer' }) current_index!: number;
  @ApiProperty({ description: 'Seconds into the current track (0 when it changed on read)' })
  position_s!: number;
  @ApiProperty() shuffle!: boolean;
  @ApiProperty({ enum: REPEAT_MODES }) repeat!: RepeatMode;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'When this state was made; null when nothing was ever saved',
  })
  updated_at!: string | null;
}

export const toPlayerQueueDto = (
  queue: PlayerQueue | null,
  tracks: readonly TrackDto[],
): PlayerQueueDto => {
  if (queue === null) {
    return {
      track_ids: [],
      tracks: [],
      current_index: 0,
      position_s: 0,
      shuffle: false,
      repeat: 'off',
      updated_at: null,
    };
  }
  const byId = new Map(tracks.map((track) => [track.id, track]));
  const inOrder = [...new Set(queue.trackIds)].flatMap((id) => byId.get(id) ?? []);
  return {
    track_ids: [...queue.trackIds],
    tracks: inOrder,
    current_index: queue.currentIndex,
    position_s: queue.positionS,
    shuffle: queue.shuffle,
    repeat: queue.repeat,
    updated_at: queue.updatedAt.toISOString(),
  };
};
