/**
 * The seed steps of the economy and chat domains, run in this order after the demo people exist:
 * each takes the services and the seed's clock and writes through its domain's own functions, so
 * every seeded coin has its ledger entries. One line per domain.
 */
import type { Services } from '../services.ts';
import { seedChat } from './chatSeed.ts';
import { seedGifts } from './giftSeed.ts';
import { seedMall } from './mallSeed.ts';
import { seedMembership } from './membershipSeed.ts';
import { seedWallet } from './walletSeed.ts';

export type SeedStep = (services: Services, now: Date) => Promise<void>;

export const economySeedSteps: SeedStep[] = [
  seedWallet,
  seedMembership,
  seedChat,
  seedGifts,
  seedMall,
];
