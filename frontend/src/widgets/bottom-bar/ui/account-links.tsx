import { useUnit } from 'effector-react';
import { Link, NavLink } from 'react-router';
import { VisuallyHidden } from 'radix-ui';
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
      {/* Named by its words, not a label over them: a label would have to repeat the avatar's
          initials too, as speech users may say what they see (WCAG 2.5.3). */}
      <NavLink to={ROUTES.dashboard} className={cx(styles.item)}>
        <span className={styles.picture} aria-hidden="true">
          <Avatar name={user.displayName} src={user.avatarUrl} size="sm" />
        </span>
        <span className={styles.caption}>
          <VisuallyHidden.Root>My </VisuallyHidden.Root>Profile
        </span>
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
