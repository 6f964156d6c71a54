import { useCallback, useEffect, useState, type PointerEvent } from 'react';
import { stepZoom, zoomSteps } from './zoom';

const panDistance = 48;

function typingIn(target: EventTarget | null) {
  return target instanceof HTMLElement && target.matches('input, textarea, [contenteditable]');
}

/**
 * The viewer's zoom and pan: steps of 1.2 from buttons, the wheel and + / - / 0 on the keyboard;
 * once zoomed in, the picture pans by dragging or with the arrow keys. Mounted only while the
 * viewer is open, so every picture starts fitted.
 */
export function useImageZoom() {
  const [step, setStep] = useState(0);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  // Where the pointer was at the last move of a drag; null when not dragging.
  const [dragFrom, setDragFrom] = useState<{ x: number; y: number } | null>(null);

  const zoom = useCallback(
    (direction: 1 | -1) => {
      const next = stepZoom(step, direction);
      setStep(next);
      // A picture that fits the screen has nothing to pan.
      if (next <= 0) setOffset({ x: 0, y: 0 });
    },
    [step],
  );

  const reset = useCallback(() => {
    setStep(0);
    setOffset({ x: 0, y: 0 });
  }, []);

  const pan = useCallback((dx: number, dy: number) => {
    setOffset((current) => ({ x: current.x + dx, y: current.y + dy }));
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || typingIn(event.target))
        return;
      const arrows: Record<string, [number, number]> = {
        ArrowLeft: [panDistance, 0],
        ArrowRight: [-panDistance, 0],
        ArrowUp: [0, panDistance],
        ArrowDown: [0, -panDistance],
      };
      if (event.key === '+' || event.key === '=') zoom(1);
      else if (event.key === '-' || event.key === '_') zoom(-1);
      else if (event.key === '0') reset();
      else if (event.key in arrows && step > 0) pan(...arrows[event.key]!);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [zoom, reset, pan, step]);

  // React listens to wheel passively; this one must stop the page (and ctrl+wheel) from zooming.
  const attachStage = useCallback(
    (stage: HTMLElement | null) => {
      if (!stage) return;
      const onWheel = (event: WheelEvent) => {
        event.preventDefault();
        if (event.deltaY !== 0) zoom(event.deltaY < 0 ? 1 : -1);
      };
      stage.addEventListener('wheel', onWheel, { passive: false });
      return () => stage.removeEventListener('wheel', onWheel);
    },
    [zoom],
  );

  const dragHandlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (step <= 0 || event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragFrom({ x: event.clientX, y: event.clientY });
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!dragFrom) return;
      pan(event.clientX - dragFrom.x, event.clientY - dragFrom.y);
      setDragFrom({ x: event.clientX, y: event.clientY });
    },
    onPointerUp: () => setDragFrom(null),
    onPointerCancel: () => setDragFrom(null),
  };

  return {
    step,
    offset,
    dragging: dragFrom !== null,
    canZoomIn: step < zoomSteps.max,
    canZoomOut: step > zoomSteps.min,
    changed: step !== 0 || offset.x !== 0 || offset.y !== 0,
    zoom,
    reset,
    attachStage,
    dragHandlers,
  };
}
