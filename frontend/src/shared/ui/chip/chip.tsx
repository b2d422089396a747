import type { ReactNode } from 'react';
import { cx } from '@/shared/lib/classnames';
import { LockIcon } from '@/shared/ui/icons';
import styles from './chip.module.css';

export type ChipVariant =
  'default' | 'locked' | 'primary' | 'secondary' | 'success' | 'warning' | 'danger';

export interface ChipProps {
  children: ReactNode;
  /** `locked` adds a lock icon, e.g. the "SoundCheck" access chip. */
  variant?: ChipVariant;
  icon?: ReactNode;
  className?: string;
}

export function Chip({ children, variant = 'default', icon, className }: ChipProps) {
  const leading = variant === 'locked' ? <LockIcon size={12} /> : icon;
  return (
    <span className={cx(styles.chip, className)} data-variant={variant}>
      {leading === undefined ? null : <span className={styles.icon}>{leading}</span>}
      <span className={styles.label}>{children}</span>
    </span>
  );
}
