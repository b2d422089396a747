import { type ReactNode, useId } from 'react';
import { MusicIcon } from '@/shared/ui/icons';
import styles from './studio-message.module.css';

export interface StudioMessageProps {
  title: string;
  children: ReactNode;
  /** Links or buttons under the text. */
  actions?: ReactNode;
}

/** A whole-page message in the studio in place of its content: refused, empty, not found. */
export function StudioMessage({ title, children, actions }: StudioMessageProps) {
  const titleId = useId();
  return (
    <section className={styles.message} aria-labelledby={titleId}>
      <MusicIcon size={40} className={styles.icon} />
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.text}>{children}</div>
      {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
