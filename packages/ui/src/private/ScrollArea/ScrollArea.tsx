import { ScrollArea as RadixScrollArea } from 'radix-ui';
import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './ScrollArea.css';

export type ScrollAreaProps = {
  /** What scrolls. */
  children: ReactNode;
  /** The most the area may grow to before it scrolls (any CSS length). */
  maxHeight?: CSSProperties['maxHeight'];
  /** Which scroll bars may appear. */
  orientation?: 'vertical' | 'horizontal' | 'both';
  /** Names the region for screen readers, translated ("Conversations"). */
  label?: string;
  /** On the root element. */
  className?: string;
  /** On the root element. */
  style?: CSSProperties;
};

/** A scroll container with slim, themed scroll bars that look alike on every platform. */
export function ScrollArea({
  children,
  maxHeight,
  orientation = 'vertical',
  label,
  className,
  style,
}: ScrollAreaProps) {
  const bars = orientation === 'both' ? (['vertical', 'horizontal'] as const) : [orientation];
  return (
    <RadixScrollArea.Root className={cx(styles.root, className)} style={{ maxHeight, ...style }}>
      {/* Focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
      <RadixScrollArea.Viewport
        className={cx(styles.viewport, orientation === 'vertical' && styles.verticalOnly)}
        style={{ maxHeight }}
        tabIndex={0}
        role={label ? 'region' : undefined}
        aria-label={label}
      >
        {children}
      </RadixScrollArea.Viewport>
      {bars.map((bar) => (
        <RadixScrollArea.Scrollbar key={bar} orientation={bar} className={styles.scrollbar}>
          <RadixScrollArea.Thumb className={styles.thumb} />
        </RadixScrollArea.Scrollbar>
      ))}
      {orientation === 'both' && <RadixScrollArea.Corner />}
    </RadixScrollArea.Root>
  );
}
