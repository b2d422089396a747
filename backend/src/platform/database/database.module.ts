import { MikroOrmMiddleware, MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import {
  type DynamicModule,
  Inject,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';

import { AppConfig } from '../../config/index.js';
import { DATABASE_FACTS_TOKEN, type DatabaseFacts } from './database-facts.js';
import { createOrmOptions } from './orm.config.js';
import { SqlPool } from './sql-pool.js';

/**
 * MikroORM and the SqlPool, configured with what the modules registered (DatabaseFacts, gathered
 * by the composition root). Global, so modules inject the EntityManager and SqlPool without
 * importing this module.
 */
@Module({})
export class DatabaseModule implements NestModule {
  constructor(@Inject(DATABASE_FACTS_TOKEN) private readonly facts: DatabaseFacts) {}

  static forRoot(facts: DatabaseFacts): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        MikroOrmModule.forRootAsync({
          driver: PostgreSqlDriver,
          inject: [AppConfig],
          useFactory: (config: AppConfig) => ({
            ...createOrmOptions(config.env.DATABASE_URL, facts),
            // Registered below instead, so that the ORM-free routes can be left out.
            registerRequestContext: false,
          }),
        }),
      ],
      providers: [{ provide: DATABASE_FACTS_TOKEN, useValue: facts }, SqlPool],
      exports: [SqlPool],
    };
  }

  /**
   * Routes a module registered as ORM-free get no MikroORM request context: forking the
   * EntityManager per request (identity map, unit of work, an AsyncLocalStorage scope) cost the
   * play-event intake ~9% of its CPU at 3,000 events/s (docs/performance.md). Code reached from
   * these routes that used the ORM anyway would fail loudly: no global context is allowed.
   */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(MikroOrmMiddleware)
      .exclude(...this.facts.routesWithoutOrm)
      .forRoutes({ path: '{*all}', method: RequestMethod.ALL });
  }
}
