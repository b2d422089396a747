import { DropdownMenu } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import styles from './menu.module.css';

// A menu button per the WAI-ARIA pattern (Radix): the trigger says aria-haspopup/expanded, the
// list is role="menu" with menuitems, arrows move, Escape or a click outside closes it, and focus
// goes back to the trigger.

export interface MenuProps {
  /** A single button; it gets the popup attributes and opens the menu. */
  trigger: ReactElement;
  children: ReactNode;
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'center' | 'end';
  /** For stories and tests that show the open menu. */
  defaultOpen?: boolean | undefined;
  /** Names the menu for screen readers; by default the trigger's name does. */
  label?: string | undefined;
}

export function Menu({ trigger, children, align = 'end', defaultOpen, label }: MenuProps) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.content}
          align={align}
          sideOffset={8}
          collisionPadding={8}
          aria-label={label}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export interface MenuItemProps {
  children: ReactNode;
  /** Decorative leading icon. */
  icon?: ReactNode;
  onSelect?: (() => void) | undefined;
  disabled?: boolean | undefined;
  /** Render the single child (e.g. a router `<Link>`) as the item. */
  asChild?: boolean | undefined;
}

export function MenuItem({ children, icon, onSelect, disabled, asChild }: MenuItemProps) {
  if (asChild === true) {
    return (
      <DropdownMenu.Item className={styles.item} disabled={disabled} onSelect={onSelect} asChild>
        {children}
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.Item className={styles.item} disabled={disabled} onSelect={onSelect}>
      {icon === undefined ? null : <span className={styles.icon}>{icon}</span>}
      {children}
    </DropdownMenu.Item>
  );
}

/** Non-interactive text at the top of a menu, e.g. who is signed in. */
export function MenuHeader({ children }: { children: ReactNode }) {
  return <div className={styles.header}>{children}</div>;
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className={styles.separator} />;
}
