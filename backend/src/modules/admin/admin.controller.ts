import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { type AccessClaims, CurrentUser } from '../../platform/auth/index.js';
import { JsonOnly, PlatformErrors } from '../../platform/http/index.js';
import { UsersRepository } from '../users/index.js';
import { AdminOnly } from './admin-only.guard.js';
import { AdminMeDto } from './dto/admin-me.dto.js';

/** The admin area's own routes; every one sits behind the admin boundary (docs/adr/0031). */
@ApiTags('admin')
@AdminOnly()
@JsonOnly()
@Controller('admin')
export class AdminController {
  constructor(private readonly users: UsersRepository) {}

  @Get('me')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: AdminMeDto })
  async me(@CurrentUser() caller: AccessClaims): Promise<AdminMeDto> {
    const user = await this.users.findById(caller.userId);
    if (!user) throw PlatformErrors.AUTH_REQUIRED();
    return {
      id: user.id,
      email: user.email,
      display_name: user.displayName,
      role: 'admin',
      second_factor: 'passed',
    };
  }
}
