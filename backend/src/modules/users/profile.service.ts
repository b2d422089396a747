import { Injectable, Logger } from '@nestjs/common';

import { toPhotoWebp } from '../../platform/images/index.js';

import { AvatarStore } from './avatar-store.js';
import { type ProfileDto, toProfileDto, type UpdateProfileDto } from './dto/profile.dto.js';
import { UsersErrors } from './users.errors.js';
import { UsersRepository } from './users.repository.js';

@Injectable()
export class ProfileService {
  private readonly logger = new Logger(ProfileService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly avatars: AvatarStore,
  ) {}

  async get(userId: string): Promise<ProfileDto> {
    const user = await this.users.findById(userId);
    if (!user) throw UsersErrors.USER_NOT_FOUND();
    return toProfileDto(user);
  }

  async update(userId: string, changes: UpdateProfileDto): Promise<ProfileDto> {
    if (changes.display_name !== undefined) {
      await this.users.setDisplayName(userId, changes.display_name);
    }
    if (changes.avatar_url === null) await this.replaceAvatar(userId, null);
    return this.get(userId);
  }

  /** Validates by content, re-encodes, stores under a fresh name, then drops the old file. */
  async uploadAvatar(userId: string, bytes: Buffer): Promise<string> {
    const webp = await toPhotoWebp(bytes, {
      notAnImage: UsersErrors.AVATAR_TYPE,
      unreadable: UsersErrors.AVATAR_UNREADABLE,
    });
    const url = await this.avatars.save(webp);
    await this.replaceAvatar(userId, url);
    return url;
  }

  private async replaceAvatar(userId: string, url: string | null): Promise<void> {
    const previous = await this.users.replaceAvatar(userId, url);
    await this.avatars.remove(previous).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'could not remove a replaced avatar file');
    });
  }
}
