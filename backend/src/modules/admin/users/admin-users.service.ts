import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { UserSessions } from '../../auth/index.js';
import { ArtistDirectory } from '../../catalogue/index.js';
import { PurchaseSearch } from '../../payments/index.js';
import {
  type LockedUser,
  type Role,
  UserDirectory,
  type UserListQuery,
  type UserListRow,
  UsersRepository,
} from '../../users/index.js';
import type { AdminAction } from '../admin-action.js';
import { AuditLog } from '../audit/audit-log.js';
import {
  type AccountChange,
  judgeAccountChange,
  takesAdminAway,
} from '../domain/account-change.js';
import {
  type AdminUserDetailDto,
  toAdminSessionDto,
  toAdminUserDto,
  toAdminUserPurchaseDto,
} from './admin-users.dto.js';
import { AdminUsersErrors } from './admin-users.errors.js';

/** The newest purchases an account's page lists; the purchases page has the rest. */
const LISTED_PURCHASES = 20;

/**
 * Accounts as admins see and change them (docs/adr/0036). Each change locks the account's row,
 * decides with the pure rule (account-change.ts), and commits with its audit row.
 */
@Injectable()
export class AdminUsers {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly directory: UserDirectory,
    private readonly sessions: UserSessions,
    private readonly purchases: PurchaseSearch,
    private readonly artists: ArtistDirectory,
    private readonly audit: AuditLog,
  ) {}

  list(query: UserListQuery): Promise<UserListRow[]> {
    return this.directory.list(query);
  }

  async detail(userId: string): Promise<AdminUserDetailDto> {
    const [user, sessions, purchases] = await Promise.all([
      this.users.findById(userId),
      this.sessions.live(userId),
      this.purchases.list({
        buyerId: userId,
        sort: 'created_at',
        order: 'desc',
        limit: LISTED_PURCHASES + 1,
      }),
    ]);
    if (!user) throw AdminUsersErrors.USER_NOT_FOUND();
    return Object.assign(
      toAdminUserDto({
        id: user.id,
        email: user.email,
        displayName: user.displayName,
        avatarUrl: user.avatarUrl,
        role: user.role,
        createdAt: user.createdAt,
        disabledAt: user.disabledAt,
        artistId: user.artist?.id ?? null,
        artistName: user.artist?.name ?? null,
      }),
      {
        sessions: sessions.map(toAdminSessionDto),
        purchases: purchases.slice(0, LISTED_PURCHASES).map(toAdminUserPurchaseDto),
        more_purchases: purchases.length > LISTED_PURCHASES,
      },
    );
  }

  async changeRole(action: AdminAction, userId: string, role: Role): Promise<void> {
    await this.em.transactional(async (tx) => {
      const account = await this.lock(tx, userId);
      if (!(await this.allowed(tx, action, account, { kind: 'role', role }))) return;
      await this.users.setRole(tx, userId, role);
      await this.record(tx, action, 'user.role_change', userId, { role: account.role }, { role });
    });
  }

  /**
   * Disables the account and ends every session it has (its access tokens are refused from the
   * next request on), or enables it again (it logs in afresh). Doing what is already so changes
   * nothing and records nothing. The reason, if given, is kept in the audit row.
   */
  async setDisabled(
    action: AdminAction,
    userId: string,
    disabled: boolean,
    reason?: string,
  ): Promise<void> {
    await this.em.transactional(async (tx) => {
      const account = await this.lock(tx, userId);
      if (!(await this.allowed(tx, action, account, { kind: 'disabled', disabled }))) return;
      const disabledAt = await this.users.setDisabled(tx, userId, disabled);
      await this.record(
        tx,
        action,
        disabled ? 'user.disable' : 'user.enable',
        userId,
        { disabled_at: account.disabledAt?.toISOString() ?? null },
        {
          disabled_at: disabledAt?.toISOString() ?? null,
          ...(reason === undefined || reason === '' ? {} : { reason }),
        },
      );
      // Last: the revocation store hears of it just before the commit (UserSessions.endAll).
      if (disabled) await this.sessions.endAll(tx, userId, 'account_disabled');
    });
  }

  /** Links the account to the artist profile it manages (what its analytics dashboard reads). */
  async linkArtist(action: AdminAction, userId: string, artistId: string | null): Promise<void> {
    await this.em.transactional(async (tx) => {
      const account = await this.lock(tx, userId);
      const artist = artistId === null ? null : await this.artists.named(tx, artistId);
      if (artistId !== null && artist === null) throw AdminUsersErrors.ARTIST_NOT_FOUND();
      if (account.artistId === artistId) return;
      const previous =
        account.artistId === null ? null : await this.artists.named(tx, account.artistId);
      await this.users.setArtist(tx, userId, artistId);
      await this.record(
        tx,
        action,
        artistId === null ? 'user.artist_unlink' : 'user.artist_link',
        userId,
        { artist_id: account.artistId, artist_name: previous?.name ?? null },
        { artist_id: artistId, artist_name: artist?.name ?? null },
      );
    });
  }

  private async lock(tx: EntityManager, userId: string): Promise<LockedUser> {
    const account = await this.users.lockForChange(tx, userId);
    if (!account) throw AdminUsersErrors.USER_NOT_FOUND();
    return account;
  }

  /** Whether the change is to be made: false when it is already so; throws when refused. */
  private async allowed(
    tx: EntityManager,
    action: AdminAction,
    account: LockedUser,
    change: AccountChange,
  ): Promise<boolean> {
    const state = { id: account.id, role: account.role, disabled: account.disabledAt !== null };
    const others = takesAdminAway(state, change)
      ? await this.users.otherActiveAdmins(tx, account.id)
      : 0;
    const verdict = judgeAccountChange(action.actorId, state, change, others);
    switch (verdict.kind) {
      case 'apply':
        return true;
      case 'unchanged':
        return false;
      case 'last_admin':
        throw AdminUsersErrors.LAST_ADMIN();
      case 'self':
        throw AdminUsersErrors.CANNOT_DISABLE_SELF();
    }
  }

  private record(
    tx: EntityManager,
    action: AdminAction,
    verb: string,
    userId: string,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.record(tx, {
      actorId: action.actorId,
      ip: action.ip,
      action: verb,
      targetType: 'user',
      targetId: userId,
      before,
      after,
    });
  }
}
