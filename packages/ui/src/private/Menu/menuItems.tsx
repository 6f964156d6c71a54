import type { ComponentType, ReactNode } from 'react';
import * as styles from './Menu.css';

export type MenuEntry =
  | {
      type?: 'item';
      /** Identifies the entry among its siblings. */
      key: string;
      /** The entry's text, translated. */
      label: ReactNode;
      /** Called when the user picks the entry (click, Enter, Space). */
      onSelect: () => void;
      /** An icon before the label. */
      icon?: ReactNode;
      /** danger: the entry destroys something (shown in red). */
      tone?: 'default' | 'danger';
      /** The entry cannot be picked. */
      disabled?: boolean;
    }
  | { type: 'separator'; key: string }
  | { type: 'label'; key: string; label: ReactNode }
  /** Small entries side by side (a message's reactions), named as a group. */
  | {
      type: 'row';
      key: string;
      /** The group's name, for screen readers ("React"). */
      label: string;
      items: Array<{
        key: string;
        /** The entry's name ("Heart"), its content being a picture. */
        label: string;
        content: ReactNode;
        /** Shown as chosen already (the reader's current reaction). */
        selected?: boolean;
        onSelect: () => void;
      }>;
    };

type ItemPart = ComponentType<{
  className?: string;
  disabled?: boolean;
  onSelect?: () => void;
  'data-tone'?: string;
  'data-selected'?: boolean;
  'aria-label'?: string;
  children?: ReactNode;
}>;
type Parts = {
  Item: ItemPart;
  Separator: ComponentType<{ className?: string }>;
  Label: ComponentType<{ className?: string; children?: ReactNode }>;
};

/** Renders entries with the parts of either Radix menu (DropdownMenu or ContextMenu). */
export function renderMenuEntries(entries: MenuEntry[], { Item, Separator, Label }: Parts) {
  return entries.map((entry) => {
    if (entry.type === 'separator')
      return <Separator key={entry.key} className={styles.separator} />;
    if (entry.type === 'row') {
      return (
        <div key={entry.key} role="group" aria-label={entry.label} className={styles.row}>
          {entry.items.map((item) => (
            <Item
              key={item.key}
              className={styles.rowItem}
              aria-label={item.label}
              data-selected={item.selected || undefined}
              onSelect={item.onSelect}
            >
              {item.content}
            </Item>
          ))}
        </div>
      );
    }
    if (entry.type === 'label') {
      return (
        <Label key={entry.key} className={styles.label}>
          {entry.label}
        </Label>
      );
    }
    return (
      <Item
        key={entry.key}
        className={styles.item}
        disabled={entry.disabled}
        onSelect={entry.onSelect}
        data-tone={entry.tone ?? 'default'}
      >
        {entry.icon && <span className={styles.icon}>{entry.icon}</span>}
        {entry.label}
      </Item>
    );
  });
}
