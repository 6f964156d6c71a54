export { DynamicCard, type DynamicCardDynamic, type DynamicCardProps } from './DynamicCard';
export type { DynamicCardLabels } from './labels';
