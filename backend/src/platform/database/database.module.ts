import { MikroOrmMiddleware, MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';

import { AppConfig } from '../../config/index.js';
import { createOrmOptions } from './orm.config.js';

/**
 * Routes served without a MikroORM request context: they never touch the ORM, and forking the
 * EntityManager per request (identity map, unit of work, an AsyncLocalStorage scope) cost the
 * play-event intake ~9% of its CPU at 3,000 events/s (docs/performance.md). Code reached from
 * these routes that used the ORM anyway would fail loudly: no global context is allowed.
 */
const ROUTES_WITHOUT_ORM = [{ path: 'analytics/log-play', method: RequestMethod.POST }];

@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      driver: PostgreSqlDriver,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...createOrmOptions(config.env.DATABASE_URL),
        // Registered below instead, so that the ORM-free routes can be left out.
        registerRequestContext: false,
      }),
    }),
  ],
})
export class DatabaseModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(MikroOrmMiddleware)
      .exclude(...ROUTES_WITHOUT_ORM)
      .forRoutes({ path: '{*all}', method: RequestMethod.ALL });
  }
}
