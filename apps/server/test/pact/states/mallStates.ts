/** Provider states of the mall operations. */
import type { StateHandler } from './stateContext.ts';

export const mallStates: Record<string, StateHandler> = {};
