/**
 * The demo world's wallets come from the ledger: every seeded balance equals the sum of its
 * entries, the coins arrive as paid coin orders with recharge bills, and the demo login has the
 * README's 50 coins and 2,000 translation characters with a bill history to show.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/seedDemo.ts';
import { purchasesOf } from '../src/seed/walletSeed.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(app.services);
}, 180_000);
afterAll(() => app.close());

describe('the demo wallets', () => {
  it('equal their ledger entries for every user and asset', async () => {
    const { rows } = await sql<{ id: number; asset: string; balance: number; entries: number }>`
      select u.id, a.asset,
        case a.asset when 'goldCoin' then u.gold_coin when 'character' then u.character
          when 'vipCharacter' then u.vip_character when 'freeGift' then u.free_gifts
          else u.blur_views end as balance,
        (select coalesce(sum(e.amount), 0)::int from ledger_entries e
          where e.user_id = u.id and e.asset = a.asset) as entries
      from users u
      cross join (values ('goldCoin'), ('character'), ('vipCharacter'), ('freeGift'), ('blurView')) as a(asset)
      order by u.id`.execute(app.services.db);
    expect(rows.length).toBe(30 * 5);
    expect(rows.filter((r) => r.balance !== r.entries)).toEqual([]);
    const rich = rows.filter((r) => r.asset === 'goldCoin' && r.balance > 0);
    expect(rich.length).toBe(30);
  });

  it('gives the demo login 50 coins, 2,000 characters and a history of recharges', async () => {
    const login = await app.call('POST', '/account/login', {
      body: { account: 'demo@heartline.app', password: 'heartline1' },
    });
    const token = login.data.token;
    expect(login.data.userInfo.userAccountVo).toMatchObject({ goldCoin: 50, character: 2000 });
    const recharges = await app.call('GET', '/bill/list', {
      token,
      language: 'zh-CN',
      query: { type: 1 },
    });
    expect(recharges.data.total).toBeGreaterThan(1);
    const coins = recharges.data.records.reduce(
      (sum: number, r: { accountChange: number }) => sum + r.accountChange,
      0,
    );
    expect(coins).toBe(50);
    expect(recharges.data.records[0].project).toMatch(/^充值 \d+ 金币$/);
    const orders = await app.services.db
      .selectFrom('coin_orders')
      .select(['status', 'provider', 'ledger_transaction_id'])
      .where('user_id', '=', 1)
      .execute();
    expect(orders.length).toBe(recharges.data.total);
    expect(orders.every((o) => o.status === 'paid' && o.provider === 'embedded')).toBe(true);
    expect(orders.every((o) => o.ledger_transaction_id !== null)).toBe(true);
  });
});

describe('how opening coins were bought', () => {
  const packages = [10, 50, 100, 300, 500, 1000].map((coins, i) => ({ id: i + 1, coins }));

  it.each([50, 20, 25, 3200, 860, 10])('splits %i coins into at most four purchases', (coins) => {
    const purchases = purchasesOf(coins, packages);
    expect(purchases.length).toBeGreaterThan(0);
    expect(purchases.length).toBeLessThanOrEqual(4);
    const total = purchases.reduce(
      (sum, p) => sum + (p.amount ?? packages.find((k) => k.id === p.packageId)!.coins),
      0,
    );
    expect(total).toBe(coins);
  });
});
