import { RequestContext } from '@mikro-orm/core';
import { Controller, Get, HttpCode, Module, Post, RequestMethod } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';

import { ConfigModule, loadConfig } from '../../src/config/index.js';
import { DATABASE_FACTS } from '../../src/database-facts.js';
import { combineDatabaseFacts, DatabaseModule } from '../../src/platform/database/index.js';

/** Answers whether the request runs inside a MikroORM request context. */
@Controller('probe')
class ProbeController {
  @Get('orm')
  orm(): { context: boolean } {
    return { context: RequestContext.currentRequestContext() !== undefined };
  }

  @Post('fast')
  @HttpCode(200)
  fast(): { context: boolean } {
    return { context: RequestContext.currentRequestContext() !== undefined };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('DatabaseModule.forRoot: routes a module registers as ORM-free', () => {
  let app: NestFastifyApplication;
  let baseUrl: string;

  beforeAll(async () => {
    const facts = combineDatabaseFacts([
      DATABASE_FACTS,
      { routesWithoutOrm: [{ path: 'probe/fast', method: RequestMethod.POST }] },
    ]);
    const moduleRef = await Test.createTestingModule({
      imports: [
        ConfigModule.register(loadConfig(process.env)),
        DatabaseModule.forRoot(facts),
        ProbeModule,
      ],
    }).compile();
    app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter());
    app.setGlobalPrefix('api');
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = await app.getUrl();
  });
  afterAll(() => app.close());

  const probe = async (method: string, path: string): Promise<unknown> =>
    (await fetch(`${baseUrl}/api/probe/${path}`, { method })).json();

  it('run without a request context; every other route keeps one', async () => {
    expect(await probe('POST', 'fast')).toEqual({ context: false });
    expect(await probe('GET', 'orm')).toEqual({ context: true });
  });
});
