import { ApiProperty } from '@nestjs/swagger';

/** The board's pass is in the cookie; this says where to go and until when it lets you in. */
export class QueueBoardSessionDto {
  @ApiProperty({
    example: '/admin/queues',
    description: 'Open this (a page of the API, not the SPA).',
  })
  url!: string;

  @ApiProperty({
    format: 'date-time',
    description:
      'When the pass lapses unless the board is used: each use past half its life renews it.',
  })
  expires_at!: string;
}
