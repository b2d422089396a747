import { Module } from '@nestjs/common';

import { HealthController } from './health.controller.js';
import { LoggerModule } from './logger.module.js';

@Module({ imports: [LoggerModule], controllers: [HealthController] })
export class ObservabilityModule {}
