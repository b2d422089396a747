import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';

import { AppConfig } from '../../config/index.js';
import { createOrmOptions } from './orm.config.js';

@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      driver: PostgreSqlDriver,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...createOrmOptions(config.env.DATABASE_URL),
        registerRequestContext: true,
      }),
    }),
  ],
})
export class DatabaseModule {}
