import { VisuallyHidden } from 'radix-ui';
import { cx } from '@/shared/lib/classnames';
import styles from './spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced to screen readers; omit when the spinner sits inside a control that says so. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const ring = (
    <span className={cx(styles.spinner, className)} data-size={size} aria-hidden="true" />
  );
  if (label === undefined) return ring;
  return (
    <span role="status" className={styles.wrapper}>
      {ring}
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
    </span>
  );
}
