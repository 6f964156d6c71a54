/** Provider states of the membership operations. */
import type { StateHandler } from './stateContext.ts';

export const membershipStates: Record<string, StateHandler> = {};
