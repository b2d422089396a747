import { ApiProperty } from '@nestjs/swagger';

import type { QueueProblem } from '../../../platform/metrics/index.js';
import { OVERVIEW_DAYS } from './overview-window.js';

const QUEUE_CHECKS: readonly QueueProblem['check'][] = ['failed_jobs', 'backlog_seconds'];

class OverviewPeriodDto {
  @ApiProperty({ example: '2026-10-30', description: 'First UTC day, inclusive' }) from!: string;
  @ApiProperty({ example: '2026-11-26', description: 'Today (UTC), inclusive' }) to!: string;
  @ApiProperty({ example: OVERVIEW_DAYS }) days!: number;
}

class OverviewUsersDto {
  @ApiProperty() total!: number;
  @ApiProperty() listeners!: number;
  @ApiProperty({ description: 'Accounts with the artist role' }) artists!: number;
  @ApiProperty() admins!: number;
}

class OverviewCatalogueDto {
  @ApiProperty({ description: 'Artist profiles in the catalogue' }) artists!: number;
  @ApiProperty() albums!: number;
  @ApiProperty() tracks!: number;
}

class OverviewPlaysDto {
  @ApiProperty({ description: 'Full plays today (UTC)' }) today!: number;
  @ApiProperty({ description: `Full plays over the last ${OVERVIEW_DAYS} days` })
  last_28_days!: number;
  @ApiProperty({ description: 'Visitor previews today (UTC)' }) previews_today!: number;
  @ApiProperty() previews_last_28_days!: number;
}

export class SalesTotalDto {
  @ApiProperty({ example: 'GBP' }) currency!: string;
  @ApiProperty({ description: 'Sales that grant access (paid or restored)' }) count!: number;
  @ApiProperty({ description: 'Revenue in minor units (pence)' }) gross!: number;
}

class OverviewSalesDto {
  @ApiProperty({ type: [SalesTotalDto], description: 'One total per currency' })
  all_time!: SalesTotalDto[];
  @ApiProperty({ type: [SalesTotalDto] }) last_28_days!: SalesTotalDto[];
}

class WaitlistSizeDto {
  @ApiProperty({ description: 'Entries whose email address was confirmed' }) confirmed!: number;
  @ApiProperty() unconfirmed!: number;
}

class OverviewWaitlistsDto {
  @ApiProperty({ type: WaitlistSizeDto }) artist!: WaitlistSizeDto;
  @ApiProperty({ type: WaitlistSizeDto }) fan!: WaitlistSizeDto;
}

export class QueueHealthDto {
  @ApiProperty({ example: 'analytics' }) queue!: string;
  @ApiProperty() waiting!: number;
  @ApiProperty() active!: number;
  @ApiProperty() delayed!: number;
  @ApiProperty({ description: 'Failed jobs kept in the queue' }) failed!: number;
  @ApiProperty({ description: 'Seconds the oldest waiting job has waited; 0 when none waits' })
  oldest_waiting_seconds!: number;
  @ApiProperty({
    enum: QUEUE_CHECKS,
    isArray: true,
    description: 'The limits this queue is past (the same as /api/health degraded)',
  })
  problems!: QueueProblem['check'][];
}

/** GET /api/admin/overview: the admin dashboard's figures at a glance (docs/adr/0034). */
export class AdminOverviewDto {
  @ApiProperty({ format: 'date-time' }) as_of!: string;
  @ApiProperty({ type: OverviewPeriodDto }) period!: OverviewPeriodDto;
  @ApiProperty({ type: OverviewUsersDto }) users!: OverviewUsersDto;
  @ApiProperty({ type: OverviewCatalogueDto }) catalogue!: OverviewCatalogueDto;
  @ApiProperty({ type: OverviewPlaysDto }) plays!: OverviewPlaysDto;
  @ApiProperty({ type: OverviewSalesDto }) sales!: OverviewSalesDto;
  @ApiProperty({ type: OverviewWaitlistsDto }) waitlists!: OverviewWaitlistsDto;
  @ApiProperty({
    type: [QueueHealthDto],
    nullable: true,
    description: 'Every queue the app uses; null when Redis did not answer in time',
  })
  queues!: QueueHealthDto[] | null;
}
