import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { JsonOnly } from '../../../platform/http/index.js';
import { AdminOnly } from '../admin-only.guard.js';
import { pagePosition, toPage } from '../domain/keyset-page.js';
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
    const limit = query.limit ?? DEFAULT_PAGE;
    const { from, to } = timeRange(query.from, query.to);
    const rows = await this.audit.list({
      actorId: query.actor,
      action: query.action,
      targetType: query.target_type,
      targetId: query.target_id,
      from,
      to,
      before: pagePosition(query.before),
      limit: limit + 1,
    });
    const page = toPage(rows, limit, (row) => ({ at: row.at, id: row.id }));
    return { entries: page.items.map(toAuditEntryDto), next_cursor: page.nextCursor };
  }
}
