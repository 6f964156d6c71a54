/**
 * /pay/gold-coin-pay through the HTTP API: red packets, photo permission and new-friend chat,
 * paidBefore, the gender and friendship rules, the refusals, and one effect per key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeNewFriendChat } from '../src/domains/pay/newFriendChat.ts';
import { cancelUser, makeFriends } from './support/dynamics.ts';
import { balancesOf, billsOf, giveCoins, ledgerOf, newKey } from './support/payFixtures.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const pay = (
  user: RegisteredUser,
  body: Record<string, unknown>,
  key = newKey(),
  language = 'en',
) =>
  app.call('POST', '/pay/gold-coin-pay', {
    token: user.token,
    body,
    headers: { 'idempotency-key': key },
    language,
  });

async function userWith(coins: number, gender: 0 | 1 | 2 = 0) {
  const user = await registerUser(app, { gender });
  if (coins) await giveCoins(app, user.id, coins);
  return user;
}

async function expectWalletsEqualLedger(...users: RegisteredUser[]) {
  for (const user of users) {
    expect(await balancesOf(app, user.id)).toEqual(await ledgerOf(app, user.id));
  }
}

describe('a red packet', () => {
  it('moves the amount at once, with bills of types 6 and 7 and a record keeping the note', async () => {
    const sender = await userWith(80);
    const recipient = await userWith(5);
    const r = await pay(sender, {
      purpose: 'redPacket',
      toUserId: recipient.id,
      amount: 50,
      note: '¡Feliz cumpleaños! 生日快乐',
    });
    expect(r).toMatchObject({ status: 200, code: 200 });
    expect(r.data).toEqual({
      recordId: expect.any(Number),
      purpose: 'redPacket',
      amount: 50,
      goldCoin: 30,
      paidBefore: false,
    });
    expect((await balancesOf(app, recipient.id)).goldCoin).toBe(55);
    expect((await billsOf(app, sender.id)).at(-1)).toMatchObject({ type: 6, amount: -50 });
    expect((await billsOf(app, recipient.id)).at(-1)).toMatchObject({ type: 7, amount: 50 });
    const packet = await app.services.db
      .selectFrom('red_packets')
      .selectAll()
      .where('id', '=', r.data.recordId)
      .executeTakeFirstOrThrow();
    expect(packet).toMatchObject({
      sender_id: sender.id,
      recipient_id: recipient.id,
      amount: 50,
      note: '¡Feliz cumpleaños! 生日快乐',
    });
    await expectWalletsEqualLedger(sender, recipient);
  });

  it('is never "paid before": every new key sends a new red packet', async () => {
    const sender = await userWith(30);
    const recipient = await userWith(0);
    const body = { purpose: 'redPacket', toUserId: recipient.id, amount: 10 };
    const first = await pay(sender, body);
    const second = await pay(sender, body);
    expect(second.data).toMatchObject({ amount: 10, goldCoin: 10, paidBefore: false });
    expect(second.data.recordId).not.toBe(first.data.recordId);
    expect((await balancesOf(app, recipient.id)).goldCoin).toBe(20);
  });

  it('needs an amount: 400 with the message in the caller language', async () => {
    const sender = await userWith(30);
    const recipient = await userWith(0);
    const body = { purpose: 'redPacket', toUserId: recipient.id };
    expect(await pay(sender, body)).toMatchObject({
      status: 400,
      code: 400,
      msg: 'Amount must be a positive whole number',
    });
    const german = await pay(sender, body, newKey(), 'de');
    expect(german).toMatchObject({
      status: 400,
      code: 400,
      msg: '„Betrag“ muss eine positive ganze Zahl sein',
    });
    expect((await pay(sender, { ...body, amount: 0 })).status).toBe(400);
    expect((await pay(sender, { ...body, amount: 2.5 })).status).toBe(400);
    expect((await balancesOf(app, sender.id)).goldCoin).toBe(30);
  });

  it('is refused when short (402, code 105) and nothing moves', async () => {
    const sender = await userWith(40);
    const recipient = await userWith(0);
    const r = await pay(sender, { purpose: 'redPacket', toUserId: recipient.id, amount: 41 });
    expect(r).toMatchObject({ status: 402, code: 105, data: null });
    expect((await balancesOf(app, sender.id)).goldCoin).toBe(40);
    expect((await balancesOf(app, recipient.id)).goldCoin).toBe(0);
  });

  it('answers a retried key with the first answer; the key with another amount answers 409', async () => {
    const sender = await userWith(100);
    const recipient = await userWith(0);
    const key = newKey();
    const body = { purpose: 'redPacket', toUserId: recipient.id, amount: 50, note: 'hi' };
    const first = await pay(sender, body, key);
    expect(await pay(sender, body, key)).toEqual(first);
    expect(await pay(sender, { ...body, amount: 10 }, key)).toMatchObject({
      status: 409,
      code: 409,
      msg: 'This payment key was already used for another request',
    });
    expect((await balancesOf(app, sender.id)).goldCoin).toBe(50);
  });
});

describe('whom a payment can go to', () => {
  it('refuses the caller (1104), unknown users and cancelled accounts (404)', async () => {
    const me = await userWith(100, 1);
    const gone = await userWith(0);
    await cancelUser(app, gone);
    for (const purpose of ['redPacket', 'photoPermission', 'newFriendChat']) {
      const body = { purpose, amount: 5 };
      expect(await pay(me, { ...body, toUserId: me.id })).toMatchObject({
        status: 400,
        code: 1104,
      });
      expect(await pay(me, { ...body, toUserId: 999_999 })).toMatchObject({
        status: 404,
        code: 404,
      });
      expect(await pay(me, { ...body, toUserId: gone.id })).toMatchObject({ status: 404 });
    }
    const inKorean = await pay(
      me,
      { purpose: 'redPacket', toUserId: me.id, amount: 5 },
      newKey(),
      'ko',
    );
    expect(inKorean.msg).toBe('나에게는 할 수 없는 작업이에요');
    expect((await balancesOf(app, me.id)).goldCoin).toBe(100);
  });
});

describe('photo permission', () => {
  it('costs a payer of gender 1 three coins once per pair, then answers paidBefore', async () => {
    const payer = await userWith(10, 1);
    const owner = await userWith(0);
    const before = await app.call('GET', '/user/info', {
      token: payer.token,
      query: { userId: owner.id },
    });
    expect(before.data.userVo.photoPermission).toBe(0);

    const first = await pay(payer, { purpose: 'photoPermission', toUserId: owner.id, amount: 99 });
    expect(first.data).toEqual({
      recordId: expect.any(Number),
      purpose: 'photoPermission',
      amount: 3,
      goldCoin: 7,
      paidBefore: false,
    });
    expect((await billsOf(app, payer.id)).at(-1)).toMatchObject({
      type: 8,
      amount: -3,
      transactionId: first.data.recordId,
    });
    const after = await app.call('GET', '/user/info', {
      token: payer.token,
      query: { userId: owner.id },
    });
    expect(after.data.userVo.photoPermission).toBe(1);

    const again = await pay(payer, { purpose: 'photoPermission', toUserId: owner.id });
    expect(again.data).toEqual({
      recordId: first.data.recordId,
      purpose: 'photoPermission',
      amount: 0,
      goldCoin: 7,
      paidBefore: true,
    });
    // The owner's own view of the payer is another pair.
    expect((await balancesOf(app, owner.id)).goldCoin).toBe(0);
    await expectWalletsEqualLedger(payer, owner);
  });

  it('is free for callers of other genders: amount 0, recordId null, nothing moves', async () => {
    for (const gender of [0, 2] as const) {
      const caller = await userWith(10, gender);
      const owner = await userWith(0, 1);
      const r = await pay(caller, { purpose: 'photoPermission', toUserId: owner.id });
      expect(r.data).toEqual({
        recordId: null,
        purpose: 'photoPermission',
        amount: 0,
        goldCoin: 10,
        paidBefore: false,
      });
      expect(await billsOf(app, caller.id)).toHaveLength(1);
    }
  });

  it('takes its price from the configuration and refuses a short payer with 402', async () => {
    const config = app.services.config;
    config.PHOTO_PERMISSION_PRICE = 5;
    try {
      const payer = await userWith(4, 1);
      const owner = await userWith(0);
      const body = { purpose: 'photoPermission', toUserId: owner.id };
      expect(await pay(payer, body)).toMatchObject({ status: 402, code: 105 });
      await giveCoins(app, payer.id, 1);
      expect((await pay(payer, body)).data).toMatchObject({ amount: 5, goldCoin: 0 });
    } finally {
      config.PHOTO_PERMISSION_PRICE = 3;
    }
  });
});

describe('new-friend chat', () => {
  it('costs one coin once per pair, whoever writes first; the reply is paidBefore', async () => {
    const sender = await userWith(5);
    const recipient = await userWith(5, 1);
    const first = await pay(sender, { purpose: 'newFriendChat', toUserId: recipient.id });
    expect(first.data).toEqual({
      recordId: expect.any(Number),
      purpose: 'newFriendChat',
      amount: 1,
      goldCoin: 4,
      paidBefore: false,
    });
    expect((await billsOf(app, sender.id)).at(-1)).toMatchObject({ type: 9, amount: -1 });
    const again = await pay(sender, { purpose: 'newFriendChat', toUserId: recipient.id });
    expect(again.data).toMatchObject({
      recordId: first.data.recordId,
      amount: 0,
      paidBefore: true,
    });
    const reply = await pay(recipient, { purpose: 'newFriendChat', toUserId: sender.id });
    expect(reply.data).toEqual({
      recordId: first.data.recordId,
      purpose: 'newFriendChat',
      amount: 0,
      goldCoin: 5,
      paidBefore: true,
    });
    await expectWalletsEqualLedger(sender, recipient);
  });

  it('is not owed between friends', async () => {
    const a = await userWith(5);
    const b = await userWith(0);
    await makeFriends(app, a, b);
    const r = await pay(a, { purpose: 'newFriendChat', toUserId: b.id });
    expect(r.data).toEqual({
      recordId: null,
      purpose: 'newFriendChat',
      amount: 0,
      goldCoin: 5,
      paidBefore: false,
    });
  });

  it('refuses a sender without coins (402, code 105); the chat gateway gets AppError 105 and no write', async () => {
    const sender = await userWith(0);
    const recipient = await userWith(0);
    expect(await pay(sender, { purpose: 'newFriendChat', toUserId: recipient.id })).toMatchObject({
      status: 402,
      code: 105,
    });
    const { db } = app.services;
    const senderRow = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', sender.id)
      .executeTakeFirstOrThrow();
    const recipientRow = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', recipient.id)
      .executeTakeFirstOrThrow();
    // The gateway answers the refusal and commits the rest of its transaction: nothing is paid.
    const refusal = await db.transaction().execute(async (trx) => {
      try {
        await chargeNewFriendChat(trx, app.services, senderRow, recipientRow);
        return null;
      } catch (error) {
        return error;
      }
    });
    expect(refusal).toMatchObject({ code: 105 });
    const pairs = await db
      .selectFrom('new_friend_chats')
      .selectAll()
      .where('payer_id', '=', sender.id)
      .execute();
    expect(pairs).toEqual([]);
    await giveCoins(app, sender.id, 1);
    const charged = await db
      .transaction()
      .execute((trx) => chargeNewFriendChat(trx, app.services, senderRow, recipientRow));
    expect(charged).toEqual({ status: 'charged', amount: 1, recordId: expect.any(Number) });
    const paid = await pay(sender, { purpose: 'newFriendChat', toUserId: recipient.id });
    expect(paid.data).toMatchObject({ recordId: charged.recordId, paidBefore: true, goldCoin: 0 });
  });
});
