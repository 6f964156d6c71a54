import {
  useEffect,
  useId,
  useRef,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { IconButton } from '../../private/IconButton';
import { CloseIcon } from '../../private/icons';
import { GripIcon } from '../../private/icons/layoutIcons';
import { cx } from '../../utils/cx';
import * as styles from './FloatingChatWindow.css';
import { useWindowPosition, type WindowPosition } from './useWindowPosition';

const step = { small: 16, large: 64 };
const moves: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export type FloatingChatWindowProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** Shows the window. */
  open: boolean;
  /** The window's title, translated ("Friend requests"). */
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Called by the close button and Escape. */
  onClose: () => void;
  /** The close button's name, translated ("Close"). */
  closeLabel: string;
  /** The move handle's name, translated ("Move window: drag, or use the arrow keys"). */
  moveLabel: string;
  /** Buttons in the header, before close. */
  headerActions?: ReactNode;
  /** The window's content: the chat fills it. */
  children?: ReactNode;
  /** Width in px (kept inside the viewport). */
  width?: number;
  /** Height in px (kept inside the viewport). */
  height?: number;
  /** Where it first shows; the lower right corner unless given. */
  defaultPosition?: WindowPosition;
  /**
   * An element the window first shows beside rather than over: the side bar whose buttons open
   * and close it, so they stay within reach.
   */
  keepClearOf?: RefObject<HTMLElement | null>;
};

/** A window over the page that the member drags by its header; chat renders inside. */
export function FloatingChatWindow({ open, ...props }: FloatingChatWindowProps) {
  return open ? <OpenWindow {...props} /> : null;
}

function OpenWindow({
  title,
  subtitle,
  onClose,
  closeLabel,
  moveLabel,
  headerActions,
  children,
  width = 380,
  height = 560,
  defaultPosition,
  keepClearOf,
  className,
  style,
  ...props
}: Omit<FloatingChatWindowProps, 'open'>) {
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const size = {
    width: Math.min(width, window.innerWidth - 16),
    height: Math.min(height, window.innerHeight - 16),
  };
  const { position, moveBy, dragHandlers } = useWindowPosition(size, defaultPosition, keepClearOf);

  // The window opens where the member's attention goes: move focus into it once.
  useEffect(() => root.current?.focus(), []);

  // Escape inside the window closes it, like the close button.
  useEffect(() => {
    const element = root.current;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    element?.addEventListener('keydown', closeOnEscape);
    return () => element?.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <div
      ref={root}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cx(styles.root, className)}
      style={{
        ...style,
        left: position.x,
        top: position.y,
        width: size.width,
        height: size.height,
      }}
      {...props}
    >
      <div className={styles.header} {...dragHandlers}>
        <button
          type="button"
          data-drag
          className={styles.handle}
          aria-label={moveLabel}
          onKeyDown={(event) => {
            const move = moves[event.key];
            if (!move) return;
            event.preventDefault();
            const distance = event.shiftKey ? step.large : step.small;
            moveBy(move[0] * distance, move[1] * distance);
          }}
        >
          <GripIcon />
        </button>
        <div className={styles.titles}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {headerActions}
        <IconButton label={closeLabel} icon={<CloseIcon />} size="small" onClick={onClose} />
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
