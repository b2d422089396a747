import type { ReactNode } from 'react';
import { cx } from '@/shared/lib/classnames';
import styles from './prose.module.css';

export interface ProseProps {
  children: ReactNode;
  className?: string;
}

/** Typography for long-form text (headings, paragraphs, lists, links) written as plain JSX. */
export function Prose({ children, className }: ProseProps) {
  return <div className={cx(styles.prose, className)}>{children}</div>;
}
