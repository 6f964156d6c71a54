/**
 * /pay/gold-coin-pay under concurrent calls: one key has one effect and one answer, a wallet
 * never pays beyond its balance, and a pair pays for photo permission or a new chat only once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, billsOf, giveCoins, ledgerOf, newKey } from './support/payFixtures.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const pay = (user: RegisteredUser, body: Record<string, unknown>, key = newKey()) =>
  app.call('POST', '/pay/gold-coin-pay', {
    token: user.token,
    body,
    headers: { 'idempotency-key': key },
  });

async function userWith(coins: number, gender: 0 | 1 = 0) {
  const user = await registerUser(app, { gender });
  if (coins) await giveCoins(app, user.id, coins);
  return user;
}

describe('concurrent payments', () => {
  it('gives 100 concurrent red packets with one key one effect and one answer', async () => {
    const sender = await userWith(100);
    const recipient = await userWith(0);
    const key = newKey();
    const body = { purpose: 'redPacket', toUserId: recipient.id, amount: 30, note: '🧧' };
    const answers = await Promise.all(Array.from({ length: 100 }, () => pay(sender, body, key)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 200, data: { amount: 30, goldCoin: 70 } });
    expect((await balancesOf(app, sender.id)).goldCoin).toBe(70);
    expect((await balancesOf(app, recipient.id)).goldCoin).toBe(30);
    const packets = await app.services.db
      .selectFrom('red_packets')
      .select('id')
      .where('sender_id', '=', sender.id)
      .execute();
    expect(packets).toEqual([{ id: answers[0]!.data.recordId }]);
  });

  it('lets exactly 50 of 200 concurrent red packets through from a wallet that affords 50', async () => {
    const sender = await userWith(50);
    const recipient = await userWith(0);
    const body = { purpose: 'redPacket', toUserId: recipient.id, amount: 1 };
    const answers = await Promise.all(Array.from({ length: 200 }, () => pay(sender, body)));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 402 && a.code === 105);
    expect({ ok: ok.length, refused: refused.length }).toEqual({ ok: 50, refused: 150 });
    expect(new Set(ok.map((a) => a.data.recordId)).size).toBe(50);
    expect(await balancesOf(app, sender.id)).toMatchObject({ goldCoin: 0 });
    expect(await balancesOf(app, sender.id)).toEqual(await ledgerOf(app, sender.id));
    expect(await balancesOf(app, recipient.id)).toEqual(await ledgerOf(app, recipient.id));
    expect((await balancesOf(app, recipient.id)).goldCoin).toBe(50);
  });

  it('charges a pair once for photo permission, however many keys arrive at once', async () => {
    const payer = await userWith(30, 1);
    const owner = await userWith(0);
    const body = { purpose: 'photoPermission', toUserId: owner.id };
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(payer, body)));
    const paid = answers.filter((a) => a.data.paidBefore === false);
    expect(paid).toHaveLength(1);
    expect(answers.every((a) => a.data.recordId === paid[0]!.data.recordId)).toBe(true);
    expect((await balancesOf(app, payer.id)).goldCoin).toBe(27);
    expect((await billsOf(app, payer.id)).filter((b) => b.type === 8)).toHaveLength(1);
  });

  it('charges a pair once for a new chat when both write first at the same time', async () => {
    const a = await userWith(10);
    const b = await userWith(10);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? pay(a, { purpose: 'newFriendChat', toUserId: b.id })
          : pay(b, { purpose: 'newFriendChat', toUserId: a.id }),
      ),
    );
    expect(answers.filter((r) => r.data.amount === 1)).toHaveLength(1);
    const total = (await balancesOf(app, a.id)).goldCoin + (await balancesOf(app, b.id)).goldCoin;
    expect(total).toBe(19);
    expect(await balancesOf(app, a.id)).toEqual(await ledgerOf(app, a.id));
    expect(await balancesOf(app, b.id)).toEqual(await ledgerOf(app, b.id));
  });
});
