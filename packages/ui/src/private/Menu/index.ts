export { DropdownMenu, type DropdownMenuProps } from './DropdownMenu';
export { ContextMenu, type ContextMenuProps } from './ContextMenu';
export type { MenuEntry } from './menuItems';
