import { Body, Controller, HttpCode, Module, Post, UseGuards } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';

import { ConfigModule, loadConfig } from '../../src/config/index.js';
import {
  HumanVerificationGuard,
  VerificationModule,
  VerificationTokenField,
} from '../../src/modules/verification/index.js';
import {
  AppExceptionFilter,
  attachRouteSchemas,
  compileRequestValidator,
  Field,
  fastifyErrorOptions,
} from '../../src/platform/http/index.js';
import { RedisModule } from '../../src/platform/redis/index.js';

/** A form the way the waitlist module will declare one: its own fields plus the token field. */
class GuardedFormDto {
  @Field({ type: 'string', maxLength: 100 })
  name!: string;

  @VerificationTokenField()
  cfTurnstileToken?: string;
}

/** Counts the requests that got past the guard, so a test sees the handler ran (or did not). */
export const handled: string[] = [];

@Controller('test/verification')
class GuardedController {
  @Post('guarded')
  @HttpCode(200)
  @UseGuards(HumanVerificationGuard)
  submit(@Body() body: GuardedFormDto): { ok: true; name: string } {
    handled.push(body.name);
    return { ok: true, name: body.name };
  }
}

@Module({ imports: [VerificationModule], controllers: [GuardedController] })
class GuardedFormModule {}

export interface GuardedApp {
  app: NestFastifyApplication;
  baseUrl: string;
  close: () => Promise<void>;
}

/**
 * A small Nest app with the verification module and one guarded test route,
 * `POST /api/test/verification/guarded`, built like app.factory's (request schemas checked by
 * Ajv, the error envelope) but without the database or the other modules.
 */
export async function startGuardedApp(overrides: NodeJS.ProcessEnv = {}): Promise<GuardedApp> {
  const config = loadConfig({ ...process.env, ...overrides });
  const moduleRef = await Test.createTestingModule({
    imports: [ConfigModule.register(config), RedisModule, GuardedFormModule],
  }).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(
    new FastifyAdapter({ ...fastifyErrorOptions }),
    { logger: false },
  );
  app.setGlobalPrefix('api');
  app.getHttpAdapter().getInstance().setValidatorCompiler(compileRequestValidator);
  attachRouteSchemas(app);
  app.useGlobalFilters(new AppExceptionFilter());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  if (address === null || typeof address === 'string') throw new Error('No TCP address');
  return { app, baseUrl: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
