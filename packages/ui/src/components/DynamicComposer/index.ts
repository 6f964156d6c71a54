export { DynamicComposer, type DynamicComposerProps } from './DynamicComposer';
export type { ComposerImage } from './DynamicComposerImages';
export type { DynamicComposerLabels } from './labels';
