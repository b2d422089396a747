import { Body, Controller, Get, Header, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { AppConfig } from '../../config/index.js';
import {
  type AccessClaims,
  BearerAuthenticator,
  bearerTokenOf,
  CurrentUser,
  JwtAuthGuard,
} from '../../platform/auth/index.js';
import { JsonOnly } from '../../platform/http/index.js';
import { AuthService, type Credentials } from './auth.service.js';
import {
  LoginDto,
  RegisterDto,
  ResetPasswordDto,
  UpdatePasswordDto,
} from './dto/credentials.dto.js';
import { AuthReplyDto, MessageReplyDto, RoleReplyDto, SessionReplyDto } from './dto/session.dto.js';
import { PasswordResetService } from './password-reset.service.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

const credentialsOf = (request: FastifyRequest): Credentials => ({
  accessToken: bearerTokenOf(request),
  refreshToken: readRefreshCookie(request),
});

/** Every auth reply is about one person's account or session: never kept by a cache. */
const NO_STORE = ['cache-control', 'no-store'] as const;

/**
 * Bodies only as JSON (415 otherwise), so no other site's HTML form can log anyone in, register,
 * or set the refresh cookie (ADR 0025).
 */
@ApiTags('auth')
@JsonOnly()
@Controller('auth')
export class AuthController {
  private readonly secureCookies: boolean;

  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
    private readonly bearer: BearerAuthenticator,
    config: AppConfig,
  ) {
    this.secureCookies = config.env.PUBLIC_URL.startsWith('https:');
  }

  @Post('register')
  @Header(...NO_STORE)
  @ApiCreatedResponse({ type: AuthReplyDto })
  async register(
    @Body() input: RegisterDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthReplyDto> {
    return this.withCookie(reply, await this.auth.register(input, clientOf(request)));
  }

  @Post('login')
  @Header(...NO_STORE)
  @HttpCode(200)
  @ApiOkResponse({ type: AuthReplyDto })
  async login(
    @Body() input: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthReplyDto> {
    return this.withCookie(reply, await this.auth.login(input, clientOf(request)));
  }

  @Get('session')
  @Header(...NO_STORE)
  @ApiOkResponse({ type: SessionReplyDto })
  @ApiBearerAuth()
  @ApiCookieAuth()
  async session(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionReplyDto> {
    try {
      return this.withCookie(reply, await this.auth.current(credentialsOf(request)));
    } catch (error) {
      if (readRefreshCookie(request)) clearRefreshCookie(reply, this.secureCookies);
      throw error;
    }
  }

  @Get('role')
  @Header(...NO_STORE)
  @ApiOkResponse({ type: RoleReplyDto })
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  async role(@CurrentUser() caller: AccessClaims): Promise<RoleReplyDto> {
    return { role: await this.auth.role(caller.userId) };
  }

  @Get('logout')
  @Header(...NO_STORE)
  @ApiOkResponse({ type: MessageReplyDto })
  @ApiBearerAuth()
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageReplyDto> {
    await this.auth.logout(credentialsOf(request));
    clearRefreshCookie(reply, this.secureCookies);
    return { message: 'You are logged out.' };
  }

  @Post('reset-password')
  @Header(...NO_STORE)
  @HttpCode(202)
  @ApiAcceptedResponse({ type: MessageReplyDto })
  async resetPassword(
    @Body() input: ResetPasswordDto,
    @Req() request: FastifyRequest,
  ): Promise<MessageReplyDto> {
    await this.resets.request(input.email, request.ip);
    return {
      message: 'If an account uses that email, a link to reset the password is on its way.',
    };
  }

  @Post('update-password')
  @Header(...NO_STORE)
  @HttpCode(200)
  @ApiOkResponse({ type: MessageReplyDto })
  @ApiBearerAuth()
  async updatePassword(
    @Body() input: UpdatePasswordDto,
    @Req() request: FastifyRequest,
  ): Promise<MessageReplyDto> {
    // The reset token may stand in for a bearer token; an invalid bearer token counts as none.
    const caller = await this.bearer.authenticate(bearerTokenOf(request));
    await this.resets.updatePassword(input, caller, request.ip);
    return { message: 'Your password has been updated.' };
  }

  private withCookie<T extends AuthReplyDto>(reply: FastifyReply, body: T): T {
    const refresh = body.session.refresh_token;
    if (refresh) setRefreshCookie(reply, refresh, this.secureCookies);
    return body;
  }
}
