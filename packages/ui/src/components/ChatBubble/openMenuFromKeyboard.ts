import type { KeyboardEvent } from 'react';

/**
 * Enter or Space on a bubble that holds no control of its own opens its context menu, as the
 * menu key and Shift+F10 already do: the menu opens at the bubble's lower start corner.
 */
export function openMenuFromKeyboard(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  const { left, bottom } = event.currentTarget.getBoundingClientRect();
  event.currentTarget.dispatchEvent(
    new MouseEvent('contextmenu', {
      bubbles: true,
      cancelable: true,
      clientX: left,
      clientY: bottom,
    }),
  );
}
