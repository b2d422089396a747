import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '@/shared/lib/classnames';
import styles from './tabs.module.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Names the tab list for screen readers, e.g. "Search results". */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Rendered after the tabs in the same row, e.g. a link that is not itself a tab. */
  listEnd?: ReactNode;
  className?: string;
}

export function Tabs({ items, label, listEnd, className, ...state }: TabsProps) {
  return (
    <RadixTabs.Root className={cx(styles.root, className)} {...state}>
      <div className={styles.bar}>
        <RadixTabs.List className={styles.list} aria-label={label}>
          {items.map((item) => (
            <RadixTabs.Trigger
              key={item.value}
              value={item.value}
              disabled={item.disabled}
              className={styles.trigger}
            >
              {item.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {listEnd}
      </div>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
