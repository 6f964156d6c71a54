/** Provider states of the translation operations. */
import type { StateHandler } from './stateContext.ts';

export const translationStates: Record<string, StateHandler> = {};
