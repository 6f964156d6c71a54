/** Provider states of the wallet operations. */
import type { StateHandler } from './stateContext.ts';

export const walletStates: Record<string, StateHandler> = {};
