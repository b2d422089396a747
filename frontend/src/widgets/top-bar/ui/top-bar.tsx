import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSession } from '@/entities/session';
import { SearchBox } from '@/features/search-catalogue';
import { ROUTES } from '@/shared/config';
import { Button } from '@/shared/ui/button';
import { Logo } from '@/shared/ui/logo';
import styles from './top-bar.module.css';

// Its menu (Radix menu, popper, floating UI) is fetched once a user is signed in: a visitor's first
// load does without it (the initial JS budget, scripts/check-bundle-budget.mjs).
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

/** Desktop chrome, fixed to the top of the viewport: logo, search, then Login or the avatar menu. */
export function TopBar() {
  const { status } = useSession();
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to={ROUTES.home} className={styles.home} aria-label="Encore home">
          <Logo />
        </Link>
        <div className={styles.search}>
          <SearchBox />
        </div>
        <div className={styles.account}>
          {status === 'anonymous' ? (
            <Button asChild size="sm">
              <Link to={ROUTES.login}>Login</Link>
            </Button>
          ) : null}
          {status === 'authenticated' ? (
            <Suspense fallback={null}>
              <AccountMenu />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}
