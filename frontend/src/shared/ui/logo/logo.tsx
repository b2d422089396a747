import { APP_NAME } from '@/shared/config';
import { cx } from '@/shared/lib/classnames';
import styles from './logo.module.css';

export interface LogoProps {
  /** Hide the word to keep only the mark (the name is still announced). */
  compact?: boolean;
  className?: string;
}

/** The Encore mark: three level-meter bars, two in primary and one in secondary. */
export function Logo({ compact = false, className }: LogoProps) {
  return (
    <span className={cx(styles.logo, className)}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--color-surface-raised)" />
        <rect x="7" y="13" width="3.5" height="10" rx="1.75" fill="var(--color-primary)" />
        <rect x="14.25" y="8" width="3.5" height="15" rx="1.75" fill="var(--color-primary)" />
        <rect x="21.5" y="11" width="3.5" height="12" rx="1.75" fill="var(--color-secondary)" />
      </svg>
      <span className={compact ? styles.hiddenWord : styles.word}>{APP_NAME}</span>
    </span>
  );
}
