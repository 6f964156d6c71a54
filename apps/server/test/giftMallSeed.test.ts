/**
 * The demo world's gifts and mall orders: seeded through the domains, they fill the demo logins'
 * gift records and order pages, leave the demo login's 50 coins alone, and keep every wallet equal
 * to its ledger.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/seedDemo.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let app: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(app.services);
  for (const email of ['demo@heartline.app', 'svip@heartline.app', 'vip@heartline.app']) {
    const login = await app.call('POST', '/account/login', {
      body: { account: email, password: 'heartline1' },
    });
    tokens[email] = login.data.token;
  }
}, 120_000);
afterAll(() => app.close());

const get = (email: string, url: string, query: Record<string, string> = {}, language = 'en') =>
  app.call('GET', url, { token: tokens[email], query, language });

describe('the seeded gifts and orders', () => {
  it('fill the demo login’s received gifts and orders, newest first, in her language', async () => {
    const gifts = await get('demo@heartline.app', '/gift/records', { type: 'received' }, 'zh-CN');
    expect(gifts.data.total).toBe(5);
    expect(gifts.data.records.at(-1)).toMatchObject({ name: '玫瑰', quantity: 3, goldCoin: 0 });
    const orders = await get('demo@heartline.app', '/umall-order/receiver', {}, 'zh-CN');
    expect(orders.data.total).toBe(2);
    expect(orders.data.records[0]).toMatchObject({ goodsName: '瑞士巧克力礼盒', quantity: 2 });
    const notices = await get('demo@heartline.app', '/interact/list', { type: 'gift' });
    expect(notices.data.total).toBe(5);
  });

  it('fill the SVIP and VIP logins’ sent gifts and purchases', async () => {
    expect((await get('svip@heartline.app', '/gift/records')).data.total).toBe(2);
    expect((await get('svip@heartline.app', '/umall-order/mebuy')).data.total).toBe(1);
    expect((await get('vip@heartline.app', '/umall-order/mebuy')).data.total).toBe(1);
    // She gave 2 of this month's 5 free gifts yesterday (or last month, on the 1st: 5 again).
    const vip = await get('vip@heartline.app', '/gift/list');
    expect([3, 5]).toContain(vip.data.freeGiftsLeft);
  });

  it('leave the demo login her 50 coins and every wallet equal to its ledger', async () => {
    const me = await get('demo@heartline.app', '/account/my-info');
    expect(me.data.userAccountVo.goldCoin).toBe(50);
    const { rows } = await sql`
      select u.id from users u left join ledger_entries e on e.user_id = u.id
      group by u.id
      having u.gold_coin <> coalesce(sum(e.amount) filter (where e.asset = 'goldCoin'), 0)
          or u.character <> coalesce(sum(e.amount) filter (where e.asset = 'character'), 0)
          or u.vip_character <> coalesce(sum(e.amount) filter (where e.asset = 'vipCharacter'), 0)
          or u.free_gifts <> coalesce(sum(e.amount) filter (where e.asset = 'freeGift'), 0)`.execute(
      app.services.db,
    );
    expect(rows).toEqual([]);
  });
});
