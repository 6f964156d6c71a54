import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import type { ReactElement } from 'react';
import * as styles from './Menu.css';
import { renderMenuEntries, type MenuEntry } from './menuItems';

export type DropdownMenuProps = {
  /** The button that opens the menu (must accept a ref), such as an IconButton or the avatar. */
  trigger: ReactElement;
  /** The entries, separators and group labels, in order. */
  entries: MenuEntry[];
  /** How the menu lines up with the trigger. */
  align?: 'start' | 'center' | 'end';
  /** Which side of the trigger the menu opens on. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled open state. */
  open?: boolean;
  /** Starts open (stories). */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (change: { open: boolean }) => void;
};

/** A menu that drops from a button: the avatar menu, the language menu, "more" actions. */
export function DropdownMenu({
  trigger,
  entries,
  align = 'end',
  side = 'bottom',
  open,
  defaultOpen,
  onOpenChange,
}: DropdownMenuProps) {
  return (
    <RadixDropdownMenu.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange && ((next) => onOpenChange({ open: next }))}
      modal={false}
    >
      <RadixDropdownMenu.Trigger asChild>{trigger}</RadixDropdownMenu.Trigger>
      <RadixDropdownMenu.Portal>
        <RadixDropdownMenu.Content
          className={styles.content}
          align={align}
          side={side}
          sideOffset={6}
        >
          {renderMenuEntries(entries, RadixDropdownMenu)}
        </RadixDropdownMenu.Content>
      </RadixDropdownMenu.Portal>
    </RadixDropdownMenu.Root>
  );
}
