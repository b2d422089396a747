import { useEffect, useId, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cx } from '@/shared/lib/classnames';
import type { AdminNavGroup, AdminNavItem } from '../config/admin-nav';
import styles from './admin-layout.module.css';

export interface AdminNavViewProps {
  groups: AdminNavGroup[];
  isOpeningQueueBoard: boolean;
  onOpenQueueBoard: () => void;
}

/** The admin area's navigation: a side column on desktop, a scrolling row of pills at 390 px. */
export function AdminNavView({ groups, isOpeningQueueBoard, onOpenQueueBoard }: AdminNavViewProps) {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const baseId = useId();
  // In the mobile row the current page may sit off-screen: bring it into view.
  useEffect(() => {
    const current = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  const itemOf = (item: AdminNavItem) =>
    item.kind === 'page' ? (
      <li key={item.to}>
        <NavLink to={item.to} className={cx(styles.item)}>
          {item.label}
        </NavLink>
      </li>
    ) : (
      <li key="queue-board">
        <button
          type="button"
          className={styles.item}
          aria-busy={isOpeningQueueBoard || undefined}
          aria-describedby={`${baseId}-new-tab`}
          onClick={onOpenQueueBoard}
        >
          Queue board
          <span className={styles.external} aria-hidden="true">
            ↗
          </span>
        </button>
        <span id={`${baseId}-new-tab`} hidden>
          Opens in a new tab
        </span>
      </li>
    );

  return (
    <nav ref={navRef} className={styles.nav} aria-label="Admin">
      {groups.map((group, index) => (
        <div key={group.title}>
          <p id={`${baseId}-${index}`} className={styles.groupTitle}>
            {group.title}
          </p>
          <ul className={styles.group} aria-labelledby={`${baseId}-${index}`}>
            {group.items.map(itemOf)}
          </ul>
        </div>
      ))}
    </nav>
  );
}
