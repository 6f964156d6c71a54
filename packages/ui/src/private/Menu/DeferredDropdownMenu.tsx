import { cloneElement, useState, type ReactElement, type SyntheticEvent } from 'react';
import type { DropdownMenu as DropdownMenuComponent, DropdownMenuProps } from './DropdownMenu';

type Menu = typeof DropdownMenuComponent;

// Radix's menu (with its popper and scroll lock) is about 25 kB gzip: the app's first screen does
// not need it until someone reaches for a menu. Loaded once, shared by every deferred menu.
let loaded: Menu | null = null;
let loading: Promise<Menu> | null = null;
function loadMenu(): Promise<Menu> {
  loading ??= import('./DropdownMenu').then((module) => {
    loaded = module.DropdownMenu;
    return loaded;
  });
  return loading;
}

type TriggerProps = {
  onPointerEnter?: (event: SyntheticEvent) => void;
  onPointerDown?: (event: SyntheticEvent) => void;
  onFocus?: (event: SyntheticEvent) => void;
  onClick?: (event: SyntheticEvent) => void;
};

/**
 * A DropdownMenu whose code loads when someone reaches for it: hovering or focusing the trigger
 * fetches it, pressing it (pointer, Enter or Space) opens the menu as soon as it is there. Until
 * then the trigger is the same button, announced as opening a menu.
 */
export function DeferredDropdownMenu({ trigger, ...props }: DropdownMenuProps) {
  const [LoadedMenu, setLoadedMenu] = useState<Menu | null>(() => loaded);
  const [openOnLoad, setOpenOnLoad] = useState(false);

  if (LoadedMenu) {
    return (
      <LoadedMenu {...props} trigger={trigger} defaultOpen={openOnLoad || props.defaultOpen} />
    );
  }

  const own = trigger.props as TriggerProps;
  const press = () => {
    setOpenOnLoad(true);
    void loadMenu().then((menu) => setLoadedMenu(() => menu));
  };
  const preload = () => void loadMenu();
  return cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: (event: SyntheticEvent) => {
      own.onPointerEnter?.(event);
      preload();
    },
    onFocus: (event: SyntheticEvent) => {
      own.onFocus?.(event);
      preload();
    },
    onPointerDown: (event: SyntheticEvent) => {
      own.onPointerDown?.(event);
      press();
    },
    onClick: (event: SyntheticEvent) => {
      own.onClick?.(event);
      press();
    },
  });
}
