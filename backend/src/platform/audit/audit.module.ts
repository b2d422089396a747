import { Global, Module } from '@nestjs/common';

import { AuditTrail } from './audit-trail.js';

/** The audit log's writer, available to every module (both processes). */
@Global()
@Module({ providers: [AuditTrail], exports: [AuditTrail] })
export class AuditModule {}
