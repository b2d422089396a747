import { Processor } from '@nestjs/bullmq';

import type { JobHandlers } from './typed-processor.js';
import { TypedProcessor } from './typed-processor.js';

@Processor('maintenance')
export class MaintenanceProcessor extends TypedProcessor<'maintenance'> {
  protected readonly handlers: JobHandlers<'maintenance'> = {
    ping: ({ sentAt }) => Promise.resolve({ sentAt, answeredAt: new Date().toISOString() }),
  };
}
