import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '@/shared/lib/classnames';
import { Spinner } from '@/shared/ui/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner in place of the leading icon. */
  loading?: boolean;
  /** Leading icon (decorative: the label names the action). */
  icon?: ReactNode;
  iconEnd?: ReactNode;
  fullWidth?: boolean;
  /** Styles the single child element instead, e.g. a router `<Link>` that looks like a button. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  iconEnd,
  fullWidth = false,
  asChild = false,
  disabled,
  type,
  className,
  children,
  ...rest
}: ButtonProps) {
  const Root = asChild ? Slot.Root : 'button';
  const leading = loading ? <Spinner size="sm" /> : icon;
  return (
    <Root
      className={cx(styles.button, className)}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      disabled={asChild ? undefined : disabled === true || loading}
      type={asChild ? undefined : (type ?? 'button')}
      {...rest}
    >
      {leading === undefined ? null : <span className={styles.icon}>{leading}</span>}
      <Slot.Slottable>{children}</Slot.Slottable>
      {iconEnd === undefined ? null : <span className={styles.icon}>{iconEnd}</span>}
    </Root>
  );
}
