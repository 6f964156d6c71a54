import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import type { TooltipBubble as Bubble } from './TooltipBubble';

export type TooltipProps = {
  /** The tip, translated. Short: it repeats or explains the trigger's label. */
  content: ReactNode;
  /** One focusable element (a button), which must accept a ref. */
  children: ReactElement;
  /** Where the tip shows. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled open state, for stories and tours. */
  open?: boolean;
  /** Starts open. */
  defaultOpen?: boolean;
  /** Wait before showing on hover, in ms. Focus shows it at once. */
  delayDuration?: number;
};

// The bubble and its positioning code (@floating-ui) are about 9 kB gzip no first screen needs:
// it loads the first time any tooltip shows, then serves every tooltip.
let loaded: typeof Bubble | null = null;
let loading: Promise<typeof Bubble> | null = null;
function loadBubble(): Promise<typeof Bubble> {
  loading ??= import('./TooltipBubble').then(
    (module) => (loaded = module.TooltipBubble),
    (error: unknown) => {
      loading = null; // the next show tries again
      throw error;
    },
  );
  return loading;
}

/** Closes the tooltip showing now, so that hover and keyboard focus never show two. */
let closeShown: (() => void) | null = null;

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

/** Hovered and waiting for the delay to pass, or showing (popping in after a delay, or at once). */
type State = 'closed' | 'waiting' | 'delayed-open' | 'instant-open';

function assignRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A small label on hover or keyboard focus. Not for content a touch user must read.
 *
 * The trigger is the child itself, at the same place in the tree from the first render on: the
 * bubble, whose code arrives later, renders next to it. A press that starts while that code loads
 * therefore ends on the same button and clicks it.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  open,
  defaultOpen = false,
  delayDuration = 300,
}: TooltipProps) {
  const id = useId();
  const [state, setState] = useState<State>(defaultOpen ? 'instant-open' : 'closed');
  const [LoadedBubble, setLoadedBubble] = useState(() => loaded);
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const shown = open ?? (state === 'delayed-open' || state === 'instant-open');

  const own = children.props as TriggerProps;
  const ownRef = own.ref;
  const ref = useCallback(
    (element: HTMLElement | null) => {
      setTrigger(element);
      assignRef(ownRef, element);
    },
    [ownRef],
  );

  useEffect(() => {
    if (state !== 'waiting') return;
    const timer = setTimeout(() => setState('delayed-open'), delayDuration);
    return () => clearTimeout(timer);
  }, [state, delayDuration]);

  useEffect(() => {
    if (!shown || LoadedBubble) return;
    let current = true;
    loadBubble().then(
      (bubble) => current && setLoadedBubble(() => bubble),
      () => {}, // without its code (offline) the tooltip stays hidden; the trigger has its name
    );
    return () => {
      current = false;
    };
  }, [shown, LoadedBubble]);

  // While showing: Escape closes it wherever focus is, and so does another tooltip showing.
  useEffect(() => {
    if (!shown) return;
    const closeThis = () => setState('closed');
    closeShown?.();
    closeShown = closeThis;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeThis();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (closeShown === closeThis) closeShown = null;
    };
  }, [shown]);

  const describing = shown && LoadedBubble !== null;
  return (
    <>
      {cloneElement(children as ReactElement<TriggerProps>, {
        ref,
        'aria-describedby':
          [own['aria-describedby'], describing ? id : undefined].filter(Boolean).join(' ') ||
          undefined,
        onPointerEnter: (event) => {
          own.onPointerEnter?.(event);
          if (event.pointerType === 'mouse') setState('waiting');
        },
        onPointerLeave: (event) => {
          own.onPointerLeave?.(event);
          setState('closed');
        },
        onPointerDown: (event) => {
          own.onPointerDown?.(event);
          setState('closed');
        },
        onClick: (event) => {
          own.onClick?.(event);
          setState('closed');
        },
        onFocus: (event) => {
          own.onFocus?.(event);
          if (event.currentTarget.matches(':focus-visible')) setState('instant-open');
        },
        onBlur: (event) => {
          own.onBlur?.(event);
          setState('closed');
        },
      })}
      {describing && (
        <LoadedBubble
          id={id}
          content={content}
          trigger={trigger}
          side={side}
          state={state === 'delayed-open' ? state : 'instant-open'}
        />
      )}
    </>
  );
}
