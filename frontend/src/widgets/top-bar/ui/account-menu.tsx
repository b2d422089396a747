import { useUnit } from 'effector-react';
import { Link } from 'react-router';
import { useSession } from '@/entities/session';
import { $isLoggingOut, logoutRequested } from '@/features/auth/logout';
import { ROUTES } from '@/shared/config';
import { Avatar, initialsOf } from '@/shared/ui/avatar';
import { LockIcon, LogoutIcon, UserIcon } from '@/shared/ui/icons';
import { Menu, MenuHeader, MenuItem, MenuSeparator } from '@/shared/ui/menu';
import styles from './account-menu.module.css';

/**
 * The signed-in user's avatar; opens "My Profile" and "Logout" (then a full reload to /login), and
 * for an admin "Admin area" between them (the way back to it, docs/adr/0034). Its
 * name starts with the initials the avatar shows, so a speech user can say what they see (WCAG
 * 2.5.3), then says what it opens and for whom.
 */
export function AccountMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { user, isAdmin } = useSession();
  const [isLoggingOut, requestLogout] = useUnit([$isLoggingOut, logoutRequested]);
  if (user === null) return null;

  return (
    <Menu
      defaultOpen={defaultOpen}
      trigger={
        <button
          type="button"
          className={styles.trigger}
          aria-label={`${initialsOf(user.displayName)}: Account menu for ${user.displayName}`}
        >
          <Avatar name={user.displayName} src={user.avatarUrl} size="md" />
        </button>
      }
    >
      <MenuHeader>
        <span className={styles.name}>{user.displayName}</span>
        <span className={styles.email}>{user.email}</span>
      </MenuHeader>
      <MenuSeparator />
      <MenuItem asChild>
        <Link to={ROUTES.dashboard}>
          <UserIcon size={18} className={styles.icon} />
          My Profile
        </Link>
      </MenuItem>
      {isAdmin ? (
        <MenuItem asChild>
          <Link to={ROUTES.adminDashboard}>
            <LockIcon size={18} className={styles.icon} />
            Admin area
          </Link>
        </MenuItem>
      ) : null}
      <MenuItem
        icon={<LogoutIcon size={18} />}
        disabled={isLoggingOut}
        onSelect={() => {
          requestLogout(ROUTES.login);
        }}
      >
        Logout
      </MenuItem>
    </Menu>
  );
}
