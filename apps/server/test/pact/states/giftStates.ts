/** Provider states of the gift operations. */
import type { StateHandler } from './stateContext.ts';

export const giftStates: Record<string, StateHandler> = {};
