import { type DynamicModule, Module } from '@nestjs/common';

import { type AppConfig, ConfigModule } from './config/index.js';
import { DATABASE_FACTS } from './database-facts.js';
import { AccessModule } from './modules/access/index.js';
import { AdminModule } from './modules/admin/index.js';
import { AnalyticsModule } from './modules/analytics/index.js';
import { AuthModule } from './modules/auth/index.js';
import { CatalogueModule } from './modules/catalogue/index.js';
import { ListeningModule } from './modules/listening/index.js';
import { LyricsModule } from './modules/lyrics/index.js';
import { MediaModule } from './modules/media/index.js';
import { MobileAppModule } from './modules/mobile-app/index.js';
import { PaymentsModule } from './modules/payments/index.js';
import { PublishingModule } from './modules/publishing/index.js';
import { UsersModule } from './modules/users/index.js';
import { WaitlistModule } from './modules/waitlist/index.js';
import { VerificationModule } from './modules/verification/index.js';
import { DatabaseModule } from './platform/database/index.js';
import { ObservabilityModule } from './platform/observability/index.js';
import { SHARED_PLATFORM_MODULES } from './platform/platform.modules.js';
import { QueueModule } from './platform/queue/index.js';
import { ProcessorsModule } from './worker.module.js';

@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        ObservabilityModule,
        DatabaseModule.forRoot(DATABASE_FACTS),
        ...SHARED_PLATFORM_MODULES,
        QueueModule,
        UsersModule,
        AuthModule,
        AccessModule,
        MediaModule,
        CatalogueModule,
        ListeningModule,
        AnalyticsModule,
        LyricsModule,
        PaymentsModule,
        WaitlistModule,
        VerificationModule,
        MobileAppModule,
        AdminModule,
        PublishingModule,
        ...(config.env.EMBEDDED_WORKER ? [ProcessorsModule] : []),
      ],
    };
  }
}
