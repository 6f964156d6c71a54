import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css';

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

/** A small label on hover or keyboard focus. Not for content a touch user must read. */
export function Tooltip({
  content,
  children,
  side = 'top',
  open,
  defaultOpen,
  delayDuration = 300,
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={styles.content} side={side} sideOffset={6}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
