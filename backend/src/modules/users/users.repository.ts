import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { Role } from './domain/role.js';
import { User } from './domain/user.js';

/** An account as an admin change sees it, its row locked for the rest of the transaction. */
export interface LockedUser {
  id: string;
  email: string;
  role: Role;
  artistId: string | null;
  disabledAt: Date | null;
}

export interface ArtistAccount {
  id: string;
  email: string;
  displayName: string;
  role: Role;
}

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

  /** The accounts that manage each of these artist profiles, whatever their role, by email. */
  async accountsOfArtists(artistIds: readonly string[]): Promise<Map<string, ArtistAccount[]>> {
    const accounts = new Map<string, ArtistAccount[]>();
    if (artistIds.length === 0) return accounts;
    const rows = await this.em.execute<(ArtistAccount & { artist_id: string })[]>(
      `select id, email, display_name as "displayName", role, artist_id from users
       where artist_id in (?) order by email`,
      [artistIds],
    );
    for (const { artist_id: artistId, ...account } of rows) {
      accounts.set(artistId, [...(accounts.get(artistId) ?? []), account]);
    }
    return accounts;
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

  /**
   * The account, locked until the transaction ends (an admin change reads its `before` and
   * writes its `after` with nobody else in between); null when there is no such account.
   */
  async lockForChange(tx: EntityManager, userId: string): Promise<LockedUser | null> {
    const [row] = await tx.execute<LockedUser[]>(
      `select id, email, role, artist_id as "artistId", disabled_at as "disabledAt"
       from users where id = ? for update`,
      [userId],
    );
    return row
      ? { ...row, disabledAt: row.disabledAt === null ? null : new Date(row.disabledAt) }
      : null;
  }

  /**
   * How many enabled admins there are besides `userId`. Takes the admin roster lock first, so
   * two admins demoting or disabling each other at once are decided one after the other and can
   * never leave Encore without an admin.
   */
  async otherActiveAdmins(tx: EntityManager, userId: string): Promise<number> {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('users:admin-roster'))`);
    const [row] = await tx.execute<{ n: number }[]>(
      `select count(*)::int as n from users
       where role = 'admin' and disabled_at is null and id <> ?`,
      [userId],
    );
    return row?.n ?? 0;
  }

  async setRole(tx: EntityManager, userId: string, role: Role): Promise<void> {
    await tx.execute('update users set role = ?, updated_at = now() where id = ?', [role, userId]);
  }

  /** Disables (a time) or enables (null) the account; returns the stored time. */
  async setDisabled(tx: EntityManager, userId: string, disabled: boolean): Promise<Date | null> {
    const [row] = await tx.execute<{ disabled_at: Date | string | null }[]>(
      `update users set disabled_at = case when ? then now() end, updated_at = now()
       where id = ? returning disabled_at`,
      [disabled, userId],
    );
    return row?.disabled_at ? new Date(row.disabled_at) : null;
  }

  async setArtist(tx: EntityManager, userId: string, artistId: string | null): Promise<void> {
    await tx.execute('update users set artist_id = ?, updated_at = now() where id = ?', [
      artistId,
      userId,
    ]);
  }
}
