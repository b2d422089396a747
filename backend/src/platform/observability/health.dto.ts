import { ApiProperty } from '@nestjs/swagger';

class HealthChecksDto {
  @ApiProperty({ enum: ['up', 'down'] }) database!: 'up' | 'down';
  @ApiProperty({ enum: ['up', 'down'] }) redis!: 'up' | 'down';
}

class QueueProblemDto {
  @ApiProperty({ example: 'maintenance' }) queue!: string;
  @ApiProperty({ enum: ['failed_jobs', 'backlog_seconds'] }) check!:
    'failed_jobs' | 'backlog_seconds';
  @ApiProperty({ description: 'Failed jobs kept, or seconds the oldest waiting job has waited' })
  value!: number;
  @ApiProperty({ description: 'HEALTH_MAX_FAILED_JOBS or HEALTH_MAX_BACKLOG_SECONDS' })
  threshold!: number;
}

export class HealthReplyDto {
  @ApiProperty({
    enum: ['ok', 'degraded', 'error'],
    description: 'degraded: up, but a queue has too many failed jobs or waits too long',
  })
  status!: 'ok' | 'degraded' | 'error';
  @ApiProperty({ type: HealthChecksDto }) checks!: HealthChecksDto;
  @ApiProperty({ type: [QueueProblemDto], required: false, description: 'When degraded' })
  degraded?: QueueProblemDto[];
}
