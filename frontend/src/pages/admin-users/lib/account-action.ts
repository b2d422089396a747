import type { AccountRole, AdminUserDetail, ArtistChoice } from '../api/admin-users-api';
import { ROLE_LABELS } from './account-labels';

/** A change an admin asks for on the account's page; each is confirmed first. */
export type AccountAction =
  | { kind: 'role'; role: AccountRole }
  | { kind: 'disable' }
  | { kind: 'enable' }
  | { kind: 'link'; artist: Pick<ArtistChoice, 'id' | 'name'> }
  | { kind: 'unlink' };

const ROLE_WITH_ARTICLE: Record<AccountRole, string> = {
  listener: 'a listener',
  artist: 'an artist',
  admin: 'an admin',
};

export interface Confirmation {
  title: string;
  description: string;
  confirmLabel: string;
  tone: 'danger' | 'primary';
}

/** What the confirmation says about an action on this account: what will happen, plainly. */
export function confirmationOf(action: AccountAction, account: AdminUserDetail): Confirmation {
  const who = account.display_name || account.email;
  switch (action.kind) {
    case 'role':
      return {
        title: `Make ${who} ${ROLE_WITH_ARTICLE[action.role]}?`,
        description: roleConsequence(action.role, account),
        confirmLabel: 'Change role',
        tone: action.role === 'admin' || account.role === 'admin' ? 'danger' : 'primary',
      };
    case 'disable':
      return {
        title: `Disable ${account.email}?`,
        description:
          'They are signed out on every device at once and cannot log in until an admin enables the account again.',
        confirmLabel: 'Disable account',
        tone: 'danger',
      };
    case 'enable':
      return {
        title: `Enable ${account.email}?`,
        description: 'They can log in again (their old sessions stay ended).',
        confirmLabel: 'Enable account',
        tone: 'primary',
      };
    case 'link':
      return {
        title: `Link ${who} to ${action.artist.name}?`,
        description:
          account.role === 'artist'
            ? `Their artist dashboard shows ${action.artist.name}'s plays, listeners and sales.`
            : `Their artist dashboard will show ${action.artist.name}'s figures once their role is Artist.`,
        confirmLabel: 'Link artist profile',
        tone: 'primary',
      };
    case 'unlink':
      return {
        title: `Unlink ${who} from ${account.artist?.name ?? 'their artist profile'}?`,
        description: 'Their artist dashboard stops showing this profile’s figures.',
        confirmLabel: 'Unlink',
        tone: 'danger',
      };
  }
}

function roleConsequence(role: AccountRole, account: AdminUserDetail): string {
  const applies = 'It applies from their next request.';
  if (role === 'admin') {
    return `Admins can see and change every account, purchase and invite. ${applies} They must set up an authenticator app before entering the admin area.`;
  }
  if (account.role === 'admin') {
    return `They lose access to the admin area. ${applies}`;
  }
  if (role === 'artist') {
    return account.artist === null
      ? `${applies} Link their artist profile below so their dashboard has figures to show.`
      : `Their artist dashboard shows ${account.artist.name}'s figures. ${applies}`;
  }
  return `They lose the artist dashboard. ${applies}`;
}

/** The line shown once an action has been applied. */
export function doneMessageOf(action: AccountAction, account: AdminUserDetail): string {
  switch (action.kind) {
    case 'role':
      return `Role changed to ${ROLE_LABELS[account.role]}.`;
    case 'disable':
      return 'Account disabled: every session has ended.';
    case 'enable':
      return 'Account enabled: they can log in again.';
    case 'link':
      return `Linked to ${action.artist.name}.`;
    case 'unlink':
      return 'Artist profile unlinked.';
  }
}
