import { Processor } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';

import { type JobHandlers, TypedProcessor } from '../../../platform/queue/index.js';
import { UPLOADS_QUEUE } from '../jobs/uploads-queue.js';
import { UploadExpiry } from './upload-expiry.js';

/** The `uploads` queue (docs/adr/0043): the hourly clean-up of what uploads left behind. */
@Processor(UPLOADS_QUEUE)
export class UploadsJobsProcessor extends TypedProcessor<'uploads'> {
  private readonly logger = new Logger(UploadsJobsProcessor.name);

  constructor(private readonly expiry: UploadExpiry) {
    super();
  }

  protected readonly handlers: JobHandlers<'uploads'> = {
    'expire-uploads': async () => {
      const report = await this.expiry.run();
      if (report.expired + report.finished + report.removed > 0) {
        this.logger.log(
          `Uploads: ${report.expired} expired, ${report.finished} finished late, ${report.removed} removed`,
        );
      }
      return report;
    },
  };
}
