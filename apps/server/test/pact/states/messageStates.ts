/** Provider states of the message operations. */
import type { StateHandler } from './stateContext.ts';

export const messageStates: Record<string, StateHandler> = {};
