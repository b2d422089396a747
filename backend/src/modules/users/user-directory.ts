import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import {
  type KeysetDirection,
  type KeysetKey,
  keysetOrder,
  likePrefix,
  textKey,
  timestampKey,
} from '../../platform/database/index.js';
import type { Role } from './domain/role.js';

/** The orders the admin users list offers; each is keyset-paginated on (key, id). */
export const USER_SORTS = ['created', 'email', 'name'] as const;
export type UserSort = (typeof USER_SORTS)[number];

const SORT_KEYS: Record<UserSort, KeysetKey> = {
  created: timestampKey('u.created_at'),
  email: textKey('u.email'),
  name: textKey('lower(u.display_name)'),
};

export interface UserListQuery {
  /** Matches the start of the email, or of the name or of any word in it, in any case. */
  search?: string | undefined;
  role?: Role | undefined;
  disabled?: boolean | undefined;
  sort: UserSort;
  direction: KeysetDirection;
  /** The previous page's last row: its `sortKey` and id. */
  after?: { key: string; id: string } | undefined;
  limit: number;
}

export interface UserListRow {
  id: string;
  email: string;
  displayName: string;
  avatarUrl: string | null;
  role: Role;
  createdAt: Date;
  disabledAt: Date | null;
  artistId: string | null;
  artistName: string | null;
  /** The row's value in the list's order, as the next page's cursor carries it. */
  sortKey: string;
}

interface Row extends Omit<UserListRow, 'createdAt' | 'disabledAt'> {
  createdAt: Date | string;
  disabledAt: Date | string | null;
}

/** The admin area's view of all accounts: search, filters and a stable keyset order. */
@Injectable()
export class UserDirectory {
  constructor(private readonly em: EntityManager) {}

  async list(query: UserListQuery): Promise<UserListRow[]> {
    const conditions: string[] = [];
    const values: unknown[] = [];
    const where = (condition: string, ...bound: unknown[]): void => {
      conditions.push(condition);
      values.push(...bound);
    };
    if (query.search !== undefined) {
      const prefix = likePrefix(query.search);
      where(
        '(u.email like ? or lower(u.display_name) like ? or lower(u.display_name) like ?)',
        prefix,
        prefix,
        `% ${prefix}`,
      );
    }
    if (query.role !== undefined) where('u.role = ?', query.role);
    if (query.disabled !== undefined) {
      where(query.disabled ? 'u.disabled_at is not null' : 'u.disabled_at is null');
    }
    const key = SORT_KEYS[query.sort];
    const order = keysetOrder(key, 'u.id', query.direction, query.after);
    if (order.after) where(order.after.sql, ...order.after.values);
    const rows = await this.em.execute<Row[]>(
      `select u.id, u.email, u.display_name as "displayName", u.avatar_url as "avatarUrl",
              u.role, u.created_at as "createdAt", u.disabled_at as "disabledAt",
              u.artist_id as "artistId", a.name as "artistName", ${key.printed} as "sortKey"
       from users u left join artists a on a.id = u.artist_id
       ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''}
       order by ${order.orderBy} limit ?`,
      [...values, query.limit],
    );
    return rows.map((row) => ({
      ...row,
      createdAt: new Date(row.createdAt),
      disabledAt: row.disabledAt === null ? null : new Date(row.disabledAt),
    }));
  }
}
