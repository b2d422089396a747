import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '@/shared/lib/classnames';
import styles from './icon-button.module.css';

/** `toggle`: muted until pressed (`aria-pressed`), then the brand colour plus a dot. */
export type IconButtonVariant = 'ghost' | 'solid' | 'primary' | 'toggle';
export type IconButtonSize = 'sm' | 'md' | 'lg';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Required: an icon-only button has no other accessible name. */
  label: string;
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type,
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      aria-label={label}
      className={cx(styles.iconButton, className)}
      data-variant={variant}
      data-size={size}
      {...rest}
    >
      {icon}
    </button>
  );
}
