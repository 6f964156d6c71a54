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
  | { type: 'label'; key: string; label: ReactNode };

type ItemPart = ComponentType<{
  className?: string;
  disabled?: boolean;
  onSelect?: () => void;
  'data-tone'?: string;
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
