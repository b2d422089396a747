import { Module } from '@nestjs/common';

import { AvatarStore } from './avatar-store.js';
import { ProfileService } from './profile.service.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';

@Module({
  controllers: [UsersController],
  providers: [UsersRepository, ProfileService, AvatarStore],
  exports: [UsersRepository],
})
export class UsersModule {}
