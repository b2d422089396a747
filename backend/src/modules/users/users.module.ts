import { Module } from '@nestjs/common';

import { StorageModule } from '../../platform/storage/index.js';
import { AvatarStore } from './avatar-store.js';
import { ProfileService } from './profile.service.js';
import { UserDirectory } from './user-directory.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';

@Module({
  imports: [StorageModule],
  controllers: [UsersController],
  providers: [UsersRepository, UserDirectory, ProfileService, AvatarStore],
  exports: [UsersRepository, UserDirectory],
})
export class UsersModule {}
