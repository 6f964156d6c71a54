/**
 * Model-based test of the economy (fast-check commands): random sequences of recharges, VIP and
 * translation packages, gifts, red packets, photo permission, new-friend chat, mall purchases and
 * translations, some retried with the same Idempotency-Key and some sent concurrently. After
 * every command: each wallet equals the sum of its ledger entries, none is negative, every ledger
 * transaction balances, and a retried key had exactly one effect (same answer, nothing moved).
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../src/domains/index.ts';
import { makeFriends } from '../support/dynamics.ts';
import { createTestApp, type Envelope, type TestApp } from '../support/testApp.ts';
import { registerUser, type RegisteredUser } from '../support/users.ts';

let app: TestApp;
let people: RegisteredUser[];
const catalogue = {
  coin: [] as number[],
  vip: [] as number[],
  translation: [] as number[],
  gift: [] as number[],
  goods: [] as number[],
};
let keySeq = 0;

interface Paying {
  label: string;
  path: string;
  body: (me: RegisteredUser, peer: RegisteredUser) => unknown;
}

const address = {
  receiverName: 'Ana',
  phone: '+34 600 000 000',
  region: 'ES',
  detail: 'Calle Mayor 1, Madrid',
};
const payingCalls = (): fc.Arbitrary<Paying> =>
  fc.oneof(
    fc.integer({ min: 1, max: 300 }).map((amount) => ({
      label: `recharge ${amount}`,
      path: '/coin/recharge',
      body: () => ({ amount }),
    })),
    fc.constantFrom(...catalogue.coin).map((packageId) => ({
      label: `coin package ${packageId}`,
      path: '/coin/recharge',
      body: () => ({ packageId }),
    })),
    fc.constantFrom(...catalogue.vip).map((packageId) => ({
      label: `vip ${packageId}`,
      path: '/vip/recharge',
      body: () => ({ packageId }),
    })),
    fc.constantFrom(...catalogue.translation).map((packageId) => ({
      label: `translation package ${packageId}`,
      path: '/translate/recharge',
      body: () => ({ packageId }),
    })),
    fc
      .tuple(fc.constantFrom(...catalogue.gift), fc.integer({ min: 1, max: 3 }))
      .map(([giftId, quantity]) => ({
        label: `gift ${giftId}x${quantity}`,
        path: '/gift/give-gifts',
        body: (_me: RegisteredUser, peer: RegisteredUser) => ({
          userId: peer.id,
          giftId,
          quantity,
        }),
      })),
    fc.integer({ min: 1, max: 120 }).map((amount) => ({
      label: `red packet ${amount}`,
      path: '/pay/gold-coin-pay',
      body: (_me: RegisteredUser, peer: RegisteredUser) => ({
        purpose: 'redPacket',
        toUserId: peer.id,
        amount,
        note: '🧧',
      }),
    })),
    fc.constant({
      label: 'photo permission',
      path: '/pay/gold-coin-pay',
      body: (_me: RegisteredUser, peer: RegisteredUser) => ({
        purpose: 'photoPermission',
        toUserId: peer.id,
      }),
    }),
    fc.constant({
      label: 'new-friend chat',
      path: '/pay/gold-coin-pay',
      body: (_me: RegisteredUser, peer: RegisteredUser) => ({
        purpose: 'newFriendChat',
        toUserId: peer.id,
      }),
    }),
    fc.constantFrom(...catalogue.goods).map((goodsId) => ({
      label: `mall ${goodsId}`,
      path: '/umall-goods/buy',
      body: (_me: RegisteredUser, peer: RegisteredUser) => ({
        goodsId,
        quantity: 1,
        friendUserId: peer.id,
        address,
        message: '',
      }),
    })),
    fc
      .string({ minLength: 1, maxLength: 300 })
      .filter((t) => t.trim().length > 0)
      .map((message) => ({
        label: `translate ${message.length}`,
        path: '/translate/message',
        body: (_me: RegisteredUser, peer: RegisteredUser) => ({
          message,
          toLanguage: 'es',
          toUserImAccount: peer.imAccount,
        }),
      })),
  );

const send = (
  me: RegisteredUser,
  call: Paying,
  peer: RegisteredUser,
  key: string,
): Promise<Envelope> =>
  app.call('POST', call.path, {
    token: me.token,
    body: call.body(me, peer),
    headers: { 'idempotency-key': key },
  });

async function checkInvariants() {
  const db = app.services.db;
  const drift = await sql<{ n: number }>`
    select count(*)::int as n from users u where
      u.gold_coin <> coalesce((select sum(amount) from ledger_entries e where e.user_id = u.id and e.asset = 'goldCoin'), 0)
      or u.character <> coalesce((select sum(amount) from ledger_entries e where e.user_id = u.id and e.asset = 'character'), 0)
      or u.vip_character <> coalesce((select sum(amount) from ledger_entries e where e.user_id = u.id and e.asset = 'vipCharacter'), 0)
      or u.gold_coin < 0 or u.character < 0 or u.vip_character < 0`.execute(db);
  expect(drift.rows[0]?.n, 'wallets out of step with their ledger, or negative').toBe(0);
  const unbalanced = await sql<{ n: number }>`
    select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id, asset having sum(amount) <> 0) t`.execute(
    db,
  );
  expect(unbalanced.rows[0]?.n, 'ledger transactions that do not balance').toBe(0);
}

async function ledgerSize() {
  const r = await sql<{ n: number }>`select count(*)::int as n from ledger_entries`.execute(
    app.services.db,
  );
  return r.rows[0]?.n ?? 0;
}

/** The operations the sequences use; the test runs once the server answers all of them. */
const economy = [
  '/coin/recharge',
  '/vip/recharge',
  '/translate/recharge',
  '/gift/give-gifts',
  '/pay/gold-coin-pay',
  '/umall-goods/buy',
  '/translate/message',
];
const missing = economy.filter((path) => !(path in handlers));

describe.skipIf(missing.length > 0)(
  `the economy${missing.length ? ` (waits for ${missing.join(', ')})` : ''}`,
  () => {
    beforeAll(async () => {
      app = await createTestApp();
      people = [];
      for (const gender of [0, 1, 1, 0]) people.push(await registerUser(app, { gender }));
      const [a, b, c, d] = people as [
        RegisteredUser,
        RegisteredUser,
        RegisteredUser,
        RegisteredUser,
      ];
      await makeFriends(app, a, b);
      await makeFriends(app, c, d);
      const get = (url: string, query?: Record<string, number>) =>
        app.call('GET', url, { token: a.token, query });
      catalogue.coin = (await get('/coin/list')).data.map((p: { id: number }) => p.id);
      catalogue.vip = (await get('/vip/list')).data.map((p: { id: number }) => p.id);
      catalogue.translation = (await get('/translate/list')).data.map((p: { id: number }) => p.id);
      catalogue.gift = (await get('/gift/list')).data.records.map((g: { id: number }) => g.id);
      const categories = (await get('/umall-classify/list')).data as { id: number }[];
      for (const category of categories) {
        const goods = await get('/umall-classify/goodlist', {
          classifyId: category.id,
          pageSize: 100,
        });
        catalogue.goods.push(...goods.data.records.map((g: { id: number }) => g.id));
      }
    }, 600_000);
    afterAll(() => app.close());

    it('keeps every wallet equal to its ledger, never negative, one effect per key', async () => {
      const step = fc.record({
        me: fc.integer({ min: 0, max: 3 }),
        call: payingCalls(),
        mode: fc.constantFrom('once', 'once', 'retry', 'concurrent', 'concurrentSameKey'),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
          for (const { me: index, call, mode } of steps) {
            const me = people[index] as RegisteredUser;
            const peer = people[index ^ 1] as RegisteredUser;
            const key = `model-${++keySeq}`;
            if (mode === 'once') {
              const r = await send(me, call, peer, key);
              expect(r.status, `${call.label}: ${r.msg}`).toBeLessThan(500);
            } else if (mode === 'retry') {
              const first = await send(me, call, peer, key);
              const size = await ledgerSize();
              const again = await send(me, call, peer, key);
              if (first.code === 200) {
                expect(again, `${call.label} retried`).toEqual(first);
                expect(await ledgerSize(), `${call.label} retried moved coins`).toBe(size);
              }
            } else if (mode === 'concurrent') {
              const answers = await Promise.all([
                send(me, call, peer, key),
                send(me, call, peer, `${key}-b`),
              ]);
              for (const r of answers) expect(r.status).toBeLessThan(500);
            } else {
              const answers = await Promise.all([
                send(me, call, peer, key),
                send(me, call, peer, key),
                send(me, call, peer, key),
              ]);
              const ok = answers.filter((r) => r.code === 200);
              expect(
                new Set(ok.map((r) => JSON.stringify(r.data))).size,
                `${call.label}: one answer per key`,
              ).toBeLessThanOrEqual(1);
            }
            await checkInvariants();
          }
        }),
        { numRuns: Number(process.env.MODEL_RUNS ?? 1000) },
      );
    }, 900_000);
  },
);
