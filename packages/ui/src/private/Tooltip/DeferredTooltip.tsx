import { lazy, Suspense } from 'react';
import type { TooltipProps } from './Tooltip';

// Radix's tooltip and its popper weigh about 15 kB gzip: pages that show tooltips on their first
// screen (user cards, the collapsed side menu) load them after the first render instead.
const Tooltip = lazy(() => import('./Tooltip').then((m) => ({ default: m.Tooltip })));

/** The Tooltip, its code loaded on first use; until then the trigger shows alone. */
export function DeferredTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
