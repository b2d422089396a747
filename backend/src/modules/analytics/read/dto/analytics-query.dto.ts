import { Field } from '../../../../platform/http/index.js';
import { RANGE_PRESETS } from '../domain/analytics-range.js';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const day = (which: string) =>
  Field(
    { type: 'string', pattern: DAY_PATTERN, maxLength: 10 },
    {
      optional: true,
      example: '2026-11-01',
      description: `The ${which} UTC day of a custom range, inclusive (with range=custom or alone)`,
      message: `${which === 'first' ? 'from' : 'to'} must be a day (YYYY-MM-DD)`,
    },
  );

/** `?range=28d` or `?from=&to=`; admins may name any artist. */
export class AnalyticsQueryDto {
  @Field(
    { type: 'string', enum: [...Object.keys(RANGE_PRESETS), 'custom'] },
    { optional: true, description: 'A preset ending today (UTC); default 28d' },
  )
  range?: keyof typeof RANGE_PRESETS | 'custom';

  @day('first')
  from?: string;

  @day('last')
  to?: string;

  @Field(
    { type: 'string', format: 'uuid' },
    {
      optional: true,
      description: "Admins only: the artist to read. Artists always read their own profile's.",
    },
  )
  artist_id?: string;
}

export class TrackAnalyticsParamsDto {
  @Field({ type: 'string', format: 'uuid' })
  trackId!: string;
}
