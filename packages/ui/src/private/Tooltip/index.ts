export { Tooltip, type TooltipProps } from './Tooltip';
export { DeferredTooltip } from './DeferredTooltip';
