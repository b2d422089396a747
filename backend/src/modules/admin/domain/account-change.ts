import type { Role } from '../../users/index.js';

/** An account as an admin change sees it. */
export interface AccountState {
  id: string;
  role: Role;
  disabled: boolean;
}

export type AccountChange = { kind: 'role'; role: Role } | { kind: 'disabled'; disabled: boolean };

export type AccountChangeVerdict =
  | { kind: 'apply' }
  /** Already so: nothing changes and nothing is recorded. */
  | { kind: 'unchanged' }
  /** It would leave Encore without an enabled admin. */
  | { kind: 'last_admin' }
  /** An admin may not disable their own account. */
  | { kind: 'self' };

/** Whether the change takes an enabled admin off the roster (demoted or disabled). */
export function takesAdminAway(account: AccountState, change: AccountChange): boolean {
  if (account.role !== 'admin' || account.disabled) return false;
  return change.kind === 'role' ? change.role !== 'admin' : change.disabled;
}

/**
 * Who may change an account's role or disabled state (docs/adr/0036): Encore always keeps one
 * enabled admin (so nobody, the last admin included, can demote or disable the last one), and no
 * admin disables themselves (they would lock themselves out mid-task). `otherActiveAdmins`
 * counts the enabled admins besides this account; it matters only when the change takes an
 * admin away.
 */
export function judgeAccountChange(
  actorId: string,
  account: AccountState,
  change: AccountChange,
  otherActiveAdmins: number,
): AccountChangeVerdict {
  if (change.kind === 'disabled' && change.disabled && account.id === actorId) {
    return { kind: 'self' };
  }
  const unchanged =
    change.kind === 'role' ? account.role === change.role : account.disabled === change.disabled;
  if (unchanged) return { kind: 'unchanged' };
  if (takesAdminAway(account, change) && otherActiveAdmins === 0) return { kind: 'last_admin' };
  return { kind: 'apply' };
}
