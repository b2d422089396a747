import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { JsonOnly } from '../../../platform/http/index.js';
import { AdminOnly } from '../admin-only.guard.js';
import { readSortedPage } from '../domain/sorted-page.js';
import { timeRange } from '../domain/time-range.js';
import { AuditLog } from './audit-log.js';
import { AuditPageDto, AuditQueryDto, DEFAULT_PAGE, toAuditEntryDto } from './audit.dto.js';

/** The audit log, read-only: there is no route that changes or removes an entry (ADR 0033). */
@ApiTags('admin')
@AdminOnly()
@JsonOnly()
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditLog) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: AuditPageDto })
  async list(@Query() query: AuditQueryDto): Promise<AuditPageDto> {
    const { from, to } = timeRange(query.from, query.to);
    const page = await readSortedPage(
      query,
      { defaultSort: 'at', timeSorts: ['at'], pageSize: DEFAULT_PAGE },
      ({ order, ...window }) =>
        this.audit.list({
          search: query.q === '' ? undefined : query.q,
          actorId: query.actor,
          action: query.action,
          targetType: query.target_type,
          targetId: query.target_id,
          from,
          to,
          ...window,
          direction: order,
        }),
    );
    return { entries: page.items.map(toAuditEntryDto), next_cursor: page.nextCursor };
  }
}
