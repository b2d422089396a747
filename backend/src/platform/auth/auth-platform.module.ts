import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';

import { AccessTokenService } from './access-token.js';
import { BearerAuthenticator } from './bearer-authenticator.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { JwtStrategy } from './jwt.strategy.js';
import { SessionRevocations } from './session-revocations.js';

/** Bearer-token verification available to every module (issuing tokens is the auth module's). */
@Global()
@Module({
  imports: [PassportModule, JwtModule.register({})],
  providers: [
    AccessTokenService,
    BearerAuthenticator,
    SessionRevocations,
    JwtStrategy,
    JwtAuthGuard,
  ],
  exports: [AccessTokenService, BearerAuthenticator, SessionRevocations, JwtAuthGuard],
})
export class AuthPlatformModule {}
