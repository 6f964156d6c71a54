import {
  arrow,
  autoUpdate,
  flip,
  limitShift,
  offset,
  shift,
  useFloating,
  type Side,
} from '@floating-ui/react-dom';
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import * as styles from './Tooltip.css';

export type TooltipBubbleProps = {
  /** The id the trigger's `aria-describedby` names. */
  id: string;
  /** The tip. */
  content: ReactNode;
  /** The element the bubble points at. */
  trigger: HTMLElement | null;
  /** The preferred side; it flips when there is no room. */
  side: Side;
  /** Which entrance: a pop after a hover's delay, a fade when shown at once. */
  state: 'delayed-open' | 'instant-open';
};

const arrowWidth = 10;
const arrowHeight = 5;
const gap = 6;

// Where the arrow sits for each side the bubble ends up on, as Radix's popper placed it.
const arrowPlacement: Record<Side, { edge: Side; origin: string; transform: string }> = {
  top: { edge: 'bottom', origin: '', transform: 'translateY(100%)' },
  right: {
    edge: 'left',
    origin: '0 0',
    transform: 'translateY(50%) rotate(90deg) translateX(-50%)',
  },
  bottom: { edge: 'top', origin: 'center 0', transform: 'rotate(180deg)' },
  left: {
    edge: 'right',
    origin: '100% 0',
    transform: 'translateY(50%) rotate(-90deg) translateX(50%)',
  },
};

/**
 * The tooltip's floating part, loaded the first time a tooltip shows: the positioning code
 * (@floating-ui) is not needed before then. Rendered next to the trigger and portalled to <body>.
 */
export function TooltipBubble({ id, content, trigger, side, state }: TooltipBubbleProps) {
  const [arrowElement, setArrowElement] = useState<SVGSVGElement | null>(null);
  const [bubble, setBubble] = useState<HTMLDivElement | null>(null);
  const { floatingStyles, placement, middlewareData, isPositioned } = useFloating({
    strategy: 'fixed',
    placement: side,
    transform: false,
    whileElementsMounted: autoUpdate,
    elements: { reference: trigger, floating: bubble },
    middleware: [
      offset(gap + arrowHeight),
      shift({ crossAxis: false, limiter: limitShift() }),
      flip(),
      arrow({ element: arrowElement }),
    ],
  });

  const placedSide = placement.split('-')[0] as Side;
  const arrowSpot = arrowPlacement[placedSide];
  const arrowData = middlewareData.arrow;
  return createPortal(
    <div
      ref={setBubble}
      id={id}
      role="tooltip"
      className={styles.content}
      data-state={state}
      data-side={placedSide}
      style={{
        ...floatingStyles,
        // Measured before it is seen: hidden, and its entrance waits until it is in place.
        ...(!isPositioned && { visibility: 'hidden', animation: 'none' }),
      }}
    >
      {content}
      <svg
        ref={setArrowElement}
        aria-hidden
        className={styles.arrow}
        width={arrowWidth}
        height={arrowHeight}
        viewBox="0 0 30 10"
        preserveAspectRatio="none"
        style={{
          left: arrowData?.x,
          top: arrowData?.y,
          [arrowSpot.edge]: 0,
          transformOrigin: arrowSpot.origin,
          transform: arrowSpot.transform,
          // Hidden where it cannot point at the trigger's centre (a trigger at the screen's edge).
          visibility: arrowData?.centerOffset !== 0 ? 'hidden' : undefined,
        }}
      >
        <polygon points="0,0 30,0 15,10" />
      </svg>
    </div>,
    document.body,
  );
}
