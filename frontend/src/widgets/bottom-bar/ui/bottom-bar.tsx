import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '@/entities/session';
import { ROUTES } from '@/shared/config';
import { UserIcon } from '@/shared/ui/icons';
import { Logo } from '@/shared/ui/logo';
import styles from './bottom-bar.module.css';

export interface BottomBarProps {
  /** The search icon that opens the search dialog (search issue). */
  searchSlot?: ReactNode;
  /** Profile and logout controls for a signed-in user (account issue). */
  accountSlot?: ReactNode;
}

/** Mobile chrome (below 768 px), fixed to the bottom where thumbs reach. */
export function BottomBar({ searchSlot, accountSlot }: BottomBarProps) {
  const { status } = useSession();
  return (
    <nav className={styles.bar} aria-label="Main">
      <Link to={ROUTES.home} className={styles.item} aria-label="Encore home">
        <Logo compact />
      </Link>
      {searchSlot}
      {status === 'anonymous' ? (
        <Link to={ROUTES.login} className={styles.item}>
          <UserIcon size={22} />
          <span className={styles.caption}>Login</span>
        </Link>
      ) : null}
      {status === 'authenticated' ? accountSlot : null}
    </nav>
  );
}
