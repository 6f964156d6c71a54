import { useCallback, useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';

export type WindowPosition = { x: number; y: number };

/** Keeps the window inside the viewport, with a margin. */
function clamp(position: WindowPosition, size: Size) {
  const margin = 8;
  const maxX = Math.max(margin, window.innerWidth - size.width - margin);
  const maxY = Math.max(margin, window.innerHeight - size.height - margin);
  return {
    x: Math.round(Math.min(Math.max(position.x, margin), maxX)),
    y: Math.round(Math.min(Math.max(position.y, margin), maxY)),
  };
}

type Size = { width: number; height: number };

const overlaps = (position: WindowPosition, size: Size, box: DOMRect) =>
  position.x < box.right &&
  position.x + size.width > box.left &&
  position.y < box.bottom &&
  position.y + size.height > box.top;

/**
 * Where the window first shows: the lower right corner, unless that covers `clear` (the side
 * bar whose buttons open and close it); then to its left, or else below it, where there is room.
 */
function firstPosition(size: Size, clear: DOMRect | undefined): WindowPosition {
  const gap = 16;
  const corner = {
    x: window.innerWidth - size.width - 24,
    y: window.innerHeight - size.height - 24,
  };
  if (!clear || !overlaps(corner, size, clear)) return corner;
  if (clear.left - gap - size.width >= 8) return { ...corner, x: clear.left - gap - size.width };
  if (clear.bottom + gap + size.height <= window.innerHeight - 8) {
    return { ...corner, y: clear.bottom + gap };
  }
  return corner;
}

/**
 * The floating window's place on screen: dragged by its header with a pointer (mouse, pen,
 * touch) or moved with the arrow keys, always kept inside the viewport.
 */
export function useWindowPosition(
  size: Size,
  initial?: WindowPosition,
  keepClearOf?: RefObject<HTMLElement | null>,
) {
  const [position, setPosition] = useState<WindowPosition>(() =>
    clamp(initial ?? firstPosition(size, keepClearOf?.current?.getBoundingClientRect()), size),
  );
  const drag = useRef<{ pointerId: number; dx: number; dy: number } | null>(null);
  const { width, height } = size;

  useEffect(() => {
    const keepInside = () => setPosition((current) => clamp(current, { width, height }));
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, [width, height]);

  const moveBy = useCallback(
    (dx: number, dy: number) =>
      setPosition((current) => clamp({ x: current.x + dx, y: current.y + dy }, { width, height })),
    [width, height],
  );

  const endDrag = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };
  const dragHandlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      // Buttons in the header keep their clicks.
      if (event.button !== 0 || (event.target as Element).closest('button:not([data-drag])')) {
        return;
      }
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = {
        pointerId: event.pointerId,
        dx: event.clientX - position.x,
        dy: event.clientY - position.y,
      };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      setPosition(
        clamp({ x: event.clientX - current.dx, y: event.clientY - current.dy }, { width, height }),
      );
    },
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
  };

  return { position, moveBy, dragHandlers };
}
