/**
 * Every provider state of the in-scope interactions, by its exact name in the pact file. An
 * interaction with several states runs each handler in turn; each adds its part to the same
 * database, emptied before the interaction's first state.
 */
import { accountStates } from './accountStates.ts';
import { albumStates } from './albumStates.ts';
import { dynamicStates } from './dynamicStates.ts';
import { fileStates } from './fileStates.ts';
import { friendStates } from './friendStates.ts';
import { matchStates } from './matchStates.ts';
import { notificationStates } from './notificationStates.ts';
import type { StateHandler } from './stateContext.ts';
import { userStates } from './userStates.ts';
import { balanceStates } from './balanceStates.ts';
import { walletStates } from './walletStates.ts';
import { membershipStates } from './membershipStates.ts';
import { translationStates } from './translationStates.ts';
import { giftStates } from './giftStates.ts';
import { mallStates } from './mallStates.ts';
import { messageStates } from './messageStates.ts';
import { moderationStates } from './moderationStates.ts';
import { photoVerificationStates } from './photoVerificationStates.ts';

const groups = [
  accountStates,
  userStates,
  friendStates,
  matchStates,
  albumStates,
  fileStates,
  dynamicStates,
  notificationStates,
  balanceStates,
  walletStates,
  membershipStates,
  translationStates,
  giftStates,
  mallStates,
  messageStates,
  moderationStates,
  photoVerificationStates,
];

export const providerStates: Record<string, StateHandler> = {
  // The verifier names no state for interactions without one (the reference lists).
  '': async () => {},
};
for (const group of groups) {
  for (const [name, handler] of Object.entries(group)) {
    if (name in providerStates) throw new Error(`provider state defined twice: ${name}`);
    providerStates[name] = handler;
  }
}
