import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * A list of buttons with one tab stop (the moderation queue, the photo verification requests):
 * ArrowUp/ArrowDown, Home and End move the focus between them, a click makes the clicked one the
 * stop. The stop is the item last moved to or clicked, else the open one, else the first.
 *
 * Each button takes `buttonProps(id, index)` (its ref, tabIndex and key handler) and calls
 * `activate(id)` when clicked.
 */
export function useRovingList(items: readonly { id: number }[], selectedId: number | null) {
  const [active, setActive] = useState<number | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const stop =
    [active, selectedId].find((id) => id !== null && items.some((item) => item.id === id)) ??
    items[0]?.id;

  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: Math.min(index + 1, last),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const id = items[target]!.id;
    setActive(id);
    buttons.current.get(id)?.focus();
  };

  const buttonProps = (id: number, index: number) => ({
    ref: (button: HTMLButtonElement | null) => {
      if (button) buttons.current.set(id, button);
      else buttons.current.delete(id);
    },
    tabIndex: id === stop ? 0 : -1,
    onKeyDown: (event: KeyboardEvent) => move(event, index),
  });

  return { buttonProps, activate: setActive };
}
