import { ApiProperty } from '@nestjs/swagger';

/** The counters of a period (ADR 0027 defines each). */
export class MetricsDto {
  @ApiProperty({ description: 'Full plays started' })
  plays!: number;

  @ApiProperty({ description: 'Full plays of at least 30 s' })
  streams!: number;

  @ApiProperty({
    description:
      'Distinct listeners of full plays or previews (signed-in users; visitors per browser and day)',
  })
  unique_listeners!: number;

  @ApiProperty({
    description: 'Distinct listeners who started a full play (never more than plays)',
  })
  play_listeners!: number;

  @ApiProperty({
    description: 'Distinct listeners who started a preview (never more than previews)',
  })
  preview_listeners!: number;

  @ApiProperty({ description: 'Milliseconds of full plays' })
  listening_time_ms!: number;

  @ApiProperty({ description: 'Full plays that reached 90 % of the track' })
  completes!: number;

  @ApiProperty({ description: 'Full plays of 30 s or more that did not complete' })
  partials!: number;

  @ApiProperty({ description: 'Full plays under 30 s that did not complete' })
  skips!: number;

  @ApiProperty({ description: 'Preview plays (visitors, or members without the album)' })
  previews!: number;
}

export class DailyMetricsDto extends MetricsDto {
  @ApiProperty({ example: '2026-11-01' })
  day!: string;
}

export class PeriodDto {
  @ApiProperty({ example: '2026-10-30' })
  from!: string;

  @ApiProperty({ example: '2026-11-26' })
  to!: string;
}

export class MetricsComparisonDto {
  @ApiProperty({ type: MetricsDto })
  current!: MetricsDto;

  @ApiProperty({ type: MetricsDto, description: 'The period of the same length just before' })
  previous!: MetricsDto;
}

export class TrackMetricsDto extends MetricsDto {
  @ApiProperty({ format: 'uuid' })
  track_id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ format: 'uuid' })
  album_id!: string;

  @ApiProperty()
  album_title!: string;
}

export class AlbumMetricsDto {
  @ApiProperty({ format: 'uuid' })
  album_id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  plays!: number;

  @ApiProperty()
  streams!: number;
}

export class ShareDto {
  @ApiProperty({ description: 'mobile / desktop, or a browser family' })
  key!: string;

  @ApiProperty({ description: 'Full plays' })
  plays!: number;
}

export class ListenerMixDto {
  @ApiProperty({
    description: 'Signed-in listeners whose first play of the artist fell in the period',
  })
  new!: number;

  @ApiProperty({
    description: 'Signed-in listeners of the period who had played the artist before',
  })
  returning!: number;
}

export class SalesDto {
  @ApiProperty({ description: 'Soundcheck sales paid in the period and not refunded' })
  count!: number;

  @ApiProperty({ description: 'Gross, in minor units (pence)' })
  gross!: number;

  @ApiProperty({ description: "The artist's 80 % share, in minor units" })
  artist_share!: number;

  @ApiProperty({ example: 'GBP' })
  currency!: string;
}

class ComparedListenerMixDto {
  @ApiProperty({ type: ListenerMixDto })
  current!: ListenerMixDto;

  @ApiProperty({ type: ListenerMixDto })
  previous!: ListenerMixDto;
}

class ComparedSalesDto {
  @ApiProperty({ type: SalesDto })
  current!: SalesDto;

  @ApiProperty({ type: SalesDto })
  previous!: SalesDto;
}

export class AnalyticsArtistDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;
}

export class ArtistAnalyticsDto {
  @ApiProperty({ type: AnalyticsArtistDto })
  artist!: AnalyticsArtistDto;

  @ApiProperty({ type: PeriodDto })
  period!: PeriodDto;

  @ApiProperty({ type: PeriodDto })
  previous_period!: PeriodDto;

  @ApiProperty({ type: MetricsComparisonDto })
  totals!: MetricsComparisonDto;

  @ApiProperty({ type: [DailyMetricsDto], description: 'Every day of the period, in order' })
  daily!: DailyMetricsDto[];

  @ApiProperty({
    type: [TrackMetricsDto],
    description: 'Tracks played in the period, most streamed first',
  })
  tracks!: TrackMetricsDto[];

  @ApiProperty({
    type: [AlbumMetricsDto],
    description: 'Albums played in the period, most streamed first',
  })
  albums!: AlbumMetricsDto[];

  @ApiProperty({ type: [ShareDto], description: 'Full plays by platform (mobile, desktop)' })
  platforms!: ShareDto[];

  @ApiProperty({ type: [ShareDto], description: 'Full plays by browser family, largest first' })
  devices!: ShareDto[];

  @ApiProperty({ type: ComparedListenerMixDto })
  listeners!: ComparedListenerMixDto;

  @ApiProperty({ type: ComparedSalesDto })
  sales!: ComparedSalesDto;
}

export class RetentionPointDto {
  @ApiProperty({ description: 'Position in the track, 0 to 100 in steps of 5' })
  percent!: number;

  @ApiProperty({ description: 'Share of full plays still listening there, 0 to 1' })
  share!: number;
}

export class AnalyticsTrackDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  album_title!: string;

  @ApiProperty()
  duration_ms!: number;
}

export class TrackAnalyticsDto {
  @ApiProperty({ type: AnalyticsTrackDto })
  track!: AnalyticsTrackDto;

  @ApiProperty({ type: PeriodDto })
  period!: PeriodDto;

  @ApiProperty({ type: PeriodDto })
  previous_period!: PeriodDto;

  @ApiProperty({ type: MetricsComparisonDto })
  totals!: MetricsComparisonDto;

  @ApiProperty({ type: [DailyMetricsDto] })
  daily!: DailyMetricsDto[];

  @ApiProperty({ type: [RetentionPointDto], description: '21 points: 0 %, 5 %, … 100 %' })
  retention!: RetentionPointDto[];
}
