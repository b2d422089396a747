import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { ADMIN_NAV } from '../config/admin-nav';
import { $isOpeningQueueBoard, queueBoardRequested } from '../model/queue-board';
import styles from './admin-layout.module.css';
import { AdminNavView } from './admin-nav-view';

/** The admin area around its pages: the admin navigation beside (or above, at 390 px) the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const model = useUnit({ isOpening: $isOpeningQueueBoard, openQueueBoard: queueBoardRequested });
  return (
    <div className={styles.layout}>
      <AdminNavView
        groups={ADMIN_NAV}
        isOpeningQueueBoard={model.isOpening}
        onOpenQueueBoard={model.openQueueBoard}
      />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
