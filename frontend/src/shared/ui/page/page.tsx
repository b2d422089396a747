import type { ReactNode } from 'react';
import { cx } from '@/shared/lib/classnames';
import { useDocumentTitle } from '@/shared/lib/document-title';
import styles from './page.module.css';

export interface PageProps {
  /** The page's single h1; also becomes the browser tab title. */
  title: string;
  /** Short line under the heading. */
  lead?: ReactNode;
  /** Narrow measure for reading (legal pages); wide for catalogue screens. */
  width?: 'narrow' | 'wide';
  children?: ReactNode;
  className?: string;
}

export function Page({ title, lead, width = 'wide', children, className }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={cx(styles.page, className)} data-width={width}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lead === undefined ? null : <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
    </div>
  );
}
