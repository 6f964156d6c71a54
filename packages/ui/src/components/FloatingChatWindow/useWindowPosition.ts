import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

export type WindowPosition = { x: number; y: number };

/** Keeps the window inside the viewport, with a margin. */
function clamp(position: WindowPosition, size: { width: number; height: number }) {
  const margin = 8;
  const maxX = Math.max(margin, window.innerWidth - size.width - margin);
  const maxY = Math.max(margin, window.innerHeight - size.height - margin);
  return {
    x: Math.round(Math.min(Math.max(position.x, margin), maxX)),
    y: Math.round(Math.min(Math.max(position.y, margin), maxY)),
  };
}

/**
 * The floating window's place on screen: dragged by its header with a pointer (mouse, pen,
 * touch) or moved with the arrow keys, always kept inside the viewport.
 */
export function useWindowPosition(
  size: { width: number; height: number },
  initial?: WindowPosition,
) {
  const [position, setPosition] = useState<WindowPosition>(() =>
    clamp(
      initial ?? {
        x: window.innerWidth - size.width - 24,
        y: window.innerHeight - size.height - 24,
      },
      size,
    ),
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
