/**
 * The demo world's opening wallets, credited through the ledger so that every demo balance equals
 * its entries: each person's coins as a few paid coin orders of the past weeks (embedded
 * provider, recharge bills, so /bill/list has a history), and their translation characters, VIP
 * characters, free gifts and blurred-picture views as one opening grant from the house. The users
 * rows start at zero.
 */
import { offerFor } from '../domains/wallet/coinPackages.ts';
import { openCoinOrder, payCoinOrder } from '../domains/wallet/coinOrders.ts';
import type { LedgerAsset } from '../db/tables.ts';
import { move, type Movement, type Trx } from '../ledger/ledger.ts';
import type { Services } from '../services.ts';
import { people } from './people.ts';
import { mulberry32, type Random } from './random.ts';
import { DAY, HOUR, idOf } from './world.ts';

const WALLET_SEED = 20261123;
/** A person's coins arrive in at most this many purchases. */
const MAX_PURCHASES = 4;

export interface OpeningWallet {
  userId: number;
  amounts: Record<LedgerAsset, number>;
}

/** Each person's opening balances: the coins and characters of people.ts, member allowances. */
export function planWallets(r: Random): OpeningWallet[] {
  return people.map((person, index) => {
    const member = person.level > 0;
    return {
      userId: idOf(index),
      amounts: {
        goldCoin: person.coins,
        character: person.characters,
        vipCharacter: person.level === 2 ? r.int(40, 60) * 1000 : member ? r.int(10, 25) * 1000 : 0,
        freeGift: person.level === 1 ? r.int(1, 5) : 0,
        blurView: member ? r.int(3, 20) : 0,
      },
    };
  });
}

/**
 * How `coins` were bought: each purchase the largest package not above half of what is left,
 * the last one the rest (a package when one fits exactly, else a custom amount).
 */
export function purchasesOf(coins: number, packages: { id: number; coins: number }[]) {
  const largestFirst = [...packages].sort((a, b) => b.coins - a.coins);
  const purchases: { packageId?: number; amount?: number }[] = [];
  let rest = coins;
  while (rest > 0 && purchases.length < MAX_PURCHASES - 1) {
    const next = largestFirst.find((p) => p.coins <= rest / 2);
    if (!next) break;
    purchases.push({ packageId: next.id });
    rest -= next.coins;
  }
  if (rest > 0) {
    const exact = packages.find((p) => p.coins === rest);
    purchases.push(exact ? { packageId: exact.id } : { amount: rest });
  }
  return purchases;
}

export async function seedWallet(services: Services, now: Date): Promise<void> {
  const r = mulberry32(WALLET_SEED);
  const wallets = planWallets(r);
  const packages = (
    await services.db.selectFrom('coin_packages').select(['id', 'gold_coin']).execute()
  ).map((p) => ({ id: p.id, coins: p.gold_coin }));

  await services.db.transaction().execute(async (trx) => {
    for (const { userId, amounts } of wallets) {
      const purchases = purchasesOf(amounts.goldCoin, packages);
      for (const [index, purchase] of purchases.entries()) {
        // Oldest first, within the last five weeks (every demo account is older than that).
        const daysAgo = 3 + (purchases.length - 1 - index) * 9 + r.int(0, 5);
        const at = new Date(now.getTime() - daysAgo * DAY - r.int(0, 20) * HOUR);
        await buyWithEmbedded(trx, userId, purchase, at);
      }
      await grantOpening(trx, userId, amounts, new Date(now.getTime() - 40 * DAY));
    }
  });
}

/** A coin order paid at once, as the embedded provider pays it (coin orders and ledger). */
async function buyWithEmbedded(
  trx: Trx,
  userId: number,
  purchase: { packageId?: number; amount?: number },
  at: Date,
): Promise<void> {
  const offer = await offerFor(trx, purchase);
  const order = await openCoinOrder(trx, {
    userId,
    offer,
    provider: 'embedded',
    paypalOrderId: null,
    at,
  });
  await payCoinOrder(trx, order.id, at);
}

/** Every other asset of the opening wallet, from the house in one transaction. */
async function grantOpening(
  trx: Trx,
  userId: number,
  amounts: Record<LedgerAsset, number>,
  at: Date,
): Promise<void> {
  const movements: Movement[] = (['character', 'vipCharacter', 'freeGift', 'blurView'] as const)
    .filter((asset) => amounts[asset] > 0)
    .map((asset) => ({ asset, from: 'house', to: { userId }, amount: amounts[asset] }));
  if (movements.length) await move(trx, { kind: 'demoOpening', userId, at }, movements);
}
