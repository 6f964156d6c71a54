/**
 * Money messages only from money: a red-packet or gift chat message must announce a payment the
 * sender made to the recipient (its record id from /pay/gold-coin-pay or /gift/give-gifts), with
 * that payment's amount (gift, quantity), once; it is stored, and shown, with the record's values.
 *
 * The hole: any client could send a chat frame shaped like a red packet or a gift (type custom,
 * customType redPacket or gift, any ext.amount and ext.recordId) with no payment behind it, and
 * the partner's app showed it as real money.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SERVICE_IM_PASSWORD } from '../../src/config.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { t } from '../../src/i18n/translate.ts';
import { listenForChat } from '../support/chatWorld.ts';
import { giveCoins, newKey } from '../support/payFixtures.ts';
import { rawLogin, rawSocket, type Frame, type RawSocket } from '../support/rawSocket.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { registerUser, type RegisteredUser } from '../support/users.ts';

let app: TestApp;
let url: string;

beforeAll(async () => {
  app = await createTestApp();
  url = await listenForChat(app);
  app.clock.now = new Date();
});
afterAll(() => app.close());

interface Member extends RegisteredUser {
  socket: RawSocket;
}

/** A registered member with 500 coins, logged in to chat on a raw socket. */
async function member(language = 'en'): Promise<Member> {
  const user = await registerUser(app);
  await giveCoins(app, user.id, 500);
  const { im_password } = await app.services.db
    .selectFrom('users')
    .select('im_password')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const socket = rawSocket(url);
  const welcome = await rawLogin(
    socket,
    { user: user.imAccount, password: im_password },
    { language },
  );
  expect(welcome.type).toBe('welcome');
  // A new member's first login brings customer service's greeting (issue 18): the tests look
  // only at what comes after it.
  await socket.next(
    (f) => f.type === 'deliver' && f.message.from === app.services.config.SERVICE_IM_ACCOUNT,
  );
  socket.frames.length = 0;
  return { ...user, socket };
}

/** A red packet paid through the API, as the app pays it: the answer's recordId. */
async function payRedPacket(from: Member, to: Member, amount: number, note = '') {
  const paid = await app.call('POST', '/pay/gold-coin-pay', {
    token: from.token,
    headers: { 'idempotency-key': newKey() },
    body: { purpose: 'redPacket', toUserId: to.id, amount, ...(note ? { note } : {}) },
  });
  expect(paid.code).toBe(200);
  return paid.data.recordId as number;
}

/** A gift given through the API, as the app gives it. */
async function giveGift(from: Member, to: Member, quantity: number) {
  const list = await app.call('GET', '/gift/list', { token: from.token });
  const gift = list.data.records[1] as { id: number; name: string; icon: string; goldCoin: number };
  const given = await app.call('POST', '/gift/give-gifts', {
    token: from.token,
    headers: { 'idempotency-key': newKey() },
    body: { userId: to.id, giftId: gift.id, quantity },
  });
  expect(given.code).toBe(200);
  return { gift, recordId: given.data.recordId as number };
}

let sends = 0;

/** Sends a custom message on the sender's socket; answers the ack or error frame. */
async function send(
  from: Member | RawSocket,
  to: string,
  message: Record<string, unknown>,
  clientId = `c-${++sends}`,
): Promise<Frame> {
  const socket = 'socket' in from ? from.socket : from;
  const rid = `s-${++sends}`;
  await socket.send({ type: 'send', rid, message: { clientId, to, type: 'custom', ...message } });
  return socket.next((f) => f.rid === rid);
}

const redPacket = (ext: Record<string, unknown>) => ({ customType: 'redPacket', ext });
const gift = (ext: Record<string, unknown>) => ({ customType: 'gift', ext });

/** What the pair's chat holds (nothing refused is ever stored). */
const storedBetween = (a: Member, b: Member) =>
  app.services.db
    .selectFrom('chat_messages')
    .select(['id', 'ext'])
    .where('from_im', 'in', [a.imAccount, b.imAccount])
    .where('to_im', 'in', [a.imAccount, b.imAccount])
    .execute();

const refusal = (key: Parameters<typeof t>[1], language: Language = 'en') => ({
  type: 'error',
  event: 502,
  code: 403,
  msg: t(language, key),
});

describe('red packets', () => {
  it('one without a payment behind it is refused, in the sender’s language, and nothing is stored', async () => {
    const [a, b] = [await member('de'), await member()];
    for (const ext of [{ amount: 1000, recordId: 999_999 }, { amount: 1000 }]) {
      expect(await send(a, b.imAccount, redPacket(ext))).toMatchObject(
        refusal('chat.unpaidMoneyMessage', 'de'),
      );
    }
    expect(await storedBetween(a, b)).toEqual([]);
    expect(b.socket.frames.filter((f) => f.type === 'deliver')).toEqual([]);
  });

  it('another pair’s payment is refused, whoever sends it', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const toC = await payRedPacket(a, c, 10);
    const toB = await payRedPacket(a, b, 10);
    // a announces to b what a paid c; b announces to a what a paid b; c sends a's payment on.
    expect(await send(a, b.imAccount, redPacket({ amount: 10, recordId: toC }))).toMatchObject(
      refusal('chat.unpaidMoneyMessage'),
    );
    expect(await send(b, a.imAccount, redPacket({ amount: 10, recordId: toB }))).toMatchObject(
      refusal('chat.unpaidMoneyMessage'),
    );
    expect(await send(c, b.imAccount, redPacket({ amount: 10, recordId: toB }))).toMatchObject(
      refusal('chat.unpaidMoneyMessage'),
    );
    expect(await storedBetween(a, b)).toEqual([]);
  });

  it('another amount than the payment’s is refused', async () => {
    const [a, b] = [await member(), await member()];
    const recordId = await payRedPacket(a, b, 10);
    expect(await send(a, b.imAccount, redPacket({ amount: 10_000, recordId }))).toMatchObject(
      refusal('chat.paymentMismatch'),
    );
    expect(await storedBetween(a, b)).toEqual([]);
  });

  it('a paid one is delivered with the payment’s amount and greeting, whatever the message said', async () => {
    const [a, b] = [await member(), await member()];
    const recordId = await payRedPacket(a, b, 50, 'Coffee is on me');
    const ack = await send(a, b.imAccount, redPacket({ recordId, note: 'Here is 5000!' }));
    expect(ack.type).toBe('ack');
    const delivered = await b.socket.next((f) => f.type === 'deliver');
    expect(delivered.message).toMatchObject({
      id: ack.id,
      customType: 'redPacket',
      ext: { type: 'redPacket', amount: 50, note: 'Coffee is on me', recordId },
    });
    expect(ack.message.ext).toEqual(delivered.message.ext);
  });

  it('announces a payment once: another message for it is refused, a resend is answered again', async () => {
    const [a, b] = [await member(), await member()];
    const recordId = await payRedPacket(a, b, 20);
    const first = await send(a, b.imAccount, redPacket({ amount: 20, recordId }), 'packet-1');
    expect(first.type).toBe('ack');
    const again = await send(a, b.imAccount, redPacket({ amount: 20, recordId }), 'packet-1');
    expect(again).toMatchObject({ type: 'ack', id: first.id });
    expect(
      await send(a, b.imAccount, redPacket({ amount: 20, recordId }), 'packet-2'),
    ).toMatchObject(refusal('chat.paymentAlreadySent'));
    expect(await storedBetween(a, b)).toHaveLength(1);
  });
});

describe('gifts', () => {
  it('one without a gift given is refused, a red packet’s record id included', async () => {
    const [a, b] = [await member(), await member()];
    const packet = await payRedPacket(a, b, 10);
    for (const recordId of [999_999, packet]) {
      expect(await send(a, b.imAccount, gift({ amount: 1, recordId }))).toMatchObject(
        refusal('chat.unpaidMoneyMessage'),
      );
    }
    expect(await storedBetween(a, b)).toEqual([]);
  });

  it.each([
    ['amount', { amount: 9999 }],
    ['gift', { giftId: 1 }],
    ['quantity', { quantity: 99 }],
  ])('another %s than the gift record’s is refused', async (_, wrong) => {
    const [a, b] = [await member(), await member()];
    const { gift: given, recordId } = await giveGift(a, b, 3);
    const ext = { giftId: given.id, quantity: 3, amount: given.goldCoin, recordId, ...wrong };
    expect(await send(a, b.imAccount, gift(ext))).toMatchObject(refusal('chat.paymentMismatch'));
    expect(await storedBetween(a, b)).toEqual([]);
  });

  it('a given one is delivered with the record’s gift, name, icon, quantity and price', async () => {
    const [a, b] = [await member(), await member()];
    const { gift: given, recordId } = await giveGift(a, b, 3);
    // As the app sends it (apps/web features/chat/store/payments.ts), but with a name and icon of its own.
    const ext = { recordId, amount: given.goldCoin, note: 'Diamond ring', url: 'javascript:x' };
    const ack = await send(a, b.imAccount, gift(ext));
    expect(ack.type).toBe('ack');
    const delivered = await b.socket.next((f) => f.type === 'deliver');
    expect(delivered.message.ext).toMatchObject({
      type: 'gift',
      giftId: given.id,
      quantity: 3,
      amount: given.goldCoin,
      note: given.name,
      url: given.icon,
      recordId,
    });
  });
});

describe('other messages', () => {
  it('a text keeps none of the fields that make a message look like money', async () => {
    const [a, b] = [await member(), await member()];
    const recordId = await payRedPacket(a, b, 10);
    const ack = await send(a, b.imAccount, {
      type: 'txt',
      msg: 'hello',
      ext: { amount: 10, recordId, giftId: 1, quantity: 2 },
    });
    expect(ack.type).toBe('ack');
    const delivered = await b.socket.next((f) => f.type === 'deliver');
    expect(delivered.message.ext).not.toHaveProperty('amount');
    expect(delivered.message.ext).not.toHaveProperty('recordId');
    expect(delivered.message.ext).not.toHaveProperty('giftId');
    expect(delivered.message.ext).not.toHaveProperty('quantity');
  });

  it('customer service, which pays nobody, cannot send a red packet', async () => {
    const b = await member();
    const service = rawSocket(url);
    const welcome = await rawLogin(service, {
      user: 'hl_service',
      password: DEV_SERVICE_IM_PASSWORD,
    });
    expect(welcome.type).toBe('welcome');
    expect(await send(service, b.imAccount, redPacket({ amount: 10, recordId: 1 }))).toMatchObject(
      refusal('chat.unpaidMoneyMessage'),
    );
    service.close();
  });
});
