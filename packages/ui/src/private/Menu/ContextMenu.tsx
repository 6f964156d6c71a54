import { ContextMenu as RadixContextMenu } from 'radix-ui';
import type { ReactElement } from 'react';
import * as styles from './Menu.css';
import { renderMenuEntries, type MenuEntry } from './menuItems';

export type ContextMenuProps = {
  /** The element the menu belongs to (a conversation row); right-click or long-press opens it. */
  children: ReactElement;
  /** The entries, separators and group labels, in order. */
  entries: MenuEntry[];
  /** Called when the menu opens or closes. */
  onOpenChange?: (change: { open: boolean }) => void;
};

/**
 * A menu on right-click (long-press on touch). Offer the same actions another way too (a "more"
 * button): a context menu cannot be discovered by keyboard or screen reader users.
 */
export function ContextMenu({ children, entries, onOpenChange }: ContextMenuProps) {
  return (
    <RadixContextMenu.Root
      onOpenChange={onOpenChange && ((next) => onOpenChange({ open: next }))}
      modal={false}
    >
      <RadixContextMenu.Trigger asChild>{children}</RadixContextMenu.Trigger>
      <RadixContextMenu.Portal>
        <RadixContextMenu.Content className={styles.content}>
          {renderMenuEntries(entries, RadixContextMenu)}
        </RadixContextMenu.Content>
      </RadixContextMenu.Portal>
    </RadixContextMenu.Root>
  );
}
