import { useUnit } from 'effector-react';
import { Link, NavLink } from 'react-router';
import { useSession } from '@/entities/session';
import { $isLoggingOut, logoutRequested } from '@/features/auth/logout';
import { ROUTES } from '@/shared/config';
import { cx } from '@/shared/lib/classnames';
import { Avatar } from '@/shared/ui/avatar';
import { LogoutIcon, UserIcon } from '@/shared/ui/icons';
import styles from './bottom-bar.module.css';

/** Mobile account controls: Login for visitors; My Profile and Logout (reload to /) for users. */
export function AccountLinks() {
  const { status, user } = useSession();
  const [isLoggingOut, requestLogout] = useUnit([$isLoggingOut, logoutRequested]);

  if (status === 'anonymous') {
    return (
      <Link to={ROUTES.login} className={styles.item}>
        <UserIcon size={22} />
        <span className={styles.caption}>Login</span>
      </Link>
    );
  }
  if (status !== 'authenticated' || user === null) return null;

  return (
    <>
      <NavLink to={ROUTES.dashboard} className={cx(styles.item)} aria-label="My Profile">
        <Avatar name={user.displayName} src={user.avatarUrl} size="sm" />
        <span className={styles.caption}>Profile</span>
      </NavLink>
      <button
        type="button"
        className={styles.item}
        aria-label="Logout"
        disabled={isLoggingOut}
        onClick={() => {
          requestLogout(ROUTES.home);
        }}
      >
        <LogoutIcon size={22} />
        <span className={styles.caption}>Logout</span>
      </button>
    </>
  );
}
