import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { User } from './domain/user.js';

export interface NewUser {
  email: string;
  passwordHash: string;
  displayName: string;
}

/** Emails are compared and stored trimmed and lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

@Injectable()
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  findById(id: string): Promise<User | null> {
    return this.em.fork().findOne(User, { id }, { populate: ['artist'] });
  }

  /** The artist accounts that manage an artist profile (who hears of its sales). */
  accountsOfArtist(artistId: string): Promise<User[]> {
    return this.em
      .fork()
      .find(User, { artist: artistId, role: 'artist' }, { orderBy: { email: 'asc' } });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.fork().findOne(User, { email: normaliseEmail(email) });
  }

  /**
   * Inserts a user with the given entity manager (so it can join a transaction); null when the
   * email is taken, decided by the unique index rather than a racy look-up first.
   */
  async insert(em: EntityManager, user: NewUser): Promise<string | null> {
    const rows = await em.execute<{ id: string }[]>(
      `insert into users (email, password_hash, display_name) values (?, ?, ?)
       on conflict (email) do nothing returning id`,
      [normaliseEmail(user.email), user.passwordHash, user.displayName],
    );
    return rows[0]?.id ?? null;
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.em.execute('update users set password_hash = ?, updated_at = now() where id = ?', [
      passwordHash,
      userId,
    ]);
  }

  async setDisplayName(userId: string, displayName: string): Promise<void> {
    await this.em.execute('update users set display_name = ?, updated_at = now() where id = ?', [
      displayName,
      userId,
    ]);
  }

  /** Sets the avatar and returns the one it replaced. */
  async replaceAvatar(userId: string, avatarUrl: string | null): Promise<string | null> {
    const rows = await this.em.execute<{ previous: string | null }[]>(
      `with old as (select avatar_url from users where id = ? for update)
       update users set avatar_url = ?, updated_at = now() from old
       where users.id = ? returning old.avatar_url as previous`,
      [userId, avatarUrl, userId],
    );
    return rows[0]?.previous ?? null;
  }
}
