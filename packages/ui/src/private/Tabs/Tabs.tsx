import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Tabs.css';

export type TabItem = {
  /** Identifies the tab (also in `value` and `onValueChange`). */
  value: string;
  /** The tab's label, translated. */
  label: ReactNode;
  /** The panel shown while the tab is active. */
  content: ReactNode;
  /** Something after the label, such as an unread count badge. */
  badge?: ReactNode;
  /** The tab cannot be chosen. */
  disabled?: boolean;
};

export type TabsProps = {
  /** The tabs in order. */
  items: TabItem[];
  /** Names the tab list for screen readers, translated ("Account"). */
  label: string;
  /** The active tab, when controlled (for example by the route). */
  value?: string;
  /** The tab active at first, when not controlled; the first tab unless given. */
  defaultValue?: string;
  /** Called with the tab the user chose. */
  onValueChange?: (change: { value: string }) => void;
  /** On the root element. */
  className?: string;
};

/** Panels behind a row of tabs, with arrow-key navigation. The row scrolls on narrow screens. */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={cx(className)}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange && ((next) => onValueChange({ value: next }))}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
          >
            {item.label}
            {item.badge}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.content}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
