import { Link } from 'react-router';
import { ROUTES } from '@/shared/config';
import { Logo } from '@/shared/ui/logo';
import { AccountLinks } from './account-links';
import styles from './bottom-bar.module.css';
import { SearchButton } from './search-button';

/** Mobile chrome (below 768 px), fixed to the bottom where thumbs reach. */
export function BottomBar() {
  return (
    <nav className={styles.bar} aria-label="Main">
      <Link to={ROUTES.home} className={styles.item} aria-label="Encore home">
        <Logo compact />
      </Link>
      <SearchButton />
      <AccountLinks />
    </nav>
  );
}
