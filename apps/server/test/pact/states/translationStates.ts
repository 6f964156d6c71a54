/**
 * Provider states of the translation operations. Their interactions only name states defined
 * elsewhere: the wallets in balanceStates.ts ('user 100001 is logged in and has 2000 translation
 * characters', '... has no gold coins and no translation characters', 'user 100003 exists'), the
 * users in userStates.ts and the dynamic and comment in dynamicStates.ts. Their translations are
 * matched by type only, so the default translator (auto: Apertium for English <-> Spanish when
 * installed, the pseudo-translator otherwise) satisfies them on any machine.
 */
import type { StateHandler } from './stateContext.ts';

export const translationStates: Record<string, StateHandler> = {};
