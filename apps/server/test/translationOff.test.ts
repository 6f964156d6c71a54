/**
 * TRANSLATOR=off, the operator's choice where no real translation service is set (production
 * refuses the pseudo-translator): every translating operation says, in the member's language, that
 * translation is switched off, and nothing is charged or recorded.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { move } from '../src/ledger/ledger.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

let app: TestApp;
let member: RegisteredUser;
let peer: RegisteredUser;

beforeAll(async () => {
  app = await createTestApp({ TRANSLATOR: 'off' });
  [member, peer] = [await registerUser(app), await registerUser(app)];
  await app.services.db.transaction().execute((trx) =>
    move(trx, { kind: 'recharge', userId: member.id, at: app.clock.now }, [
      { asset: 'character', from: 'house', to: { userId: member.id }, amount: 100 },
      {
        asset: 'goldCoin',
        from: 'house',
        to: { userId: member.id },
        amount: 50,
        toBill: { type: 1, project: { key: 'recharge' } },
      },
    ]),
  );
});
afterAll(() => app.close());

const balances = () =>
  app.services.db
    .selectFrom('users')
    .select(['gold_coin', 'character', 'vip_character'])
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();

describe('translation switched off (TRANSLATOR=off)', () => {
  it('says so in the member language for sent and received messages, and charges nothing', async () => {
    const before = await balances();
    const paying = { token: member.token, headers: { 'idempotency-key': randomUUID() } };
    const sent = await app.call('POST', '/translate/message', {
      ...paying,
      body: {
        message: 'Hallo! Wie war dein Tag?',
        toLanguage: 'es',
        toUserImAccount: peer.imAccount,
      },
    });
    expect(sent).toMatchObject({
      status: 400,
      code: 1702,
      msg: 'Translation is switched off on this server',
    });
    const received = await app.call('POST', '/translate/tranlate-chat-message', {
      token: member.token,
      language: 'zh-CN',
      headers: { 'idempotency-key': randomUUID() },
      body: { fromId: peer.imAccount, targetId: 'x1', content: 'Hola, ¿qué tal?' },
    });
    expect(received).toMatchObject({ status: 400, code: 1702, msg: '此服务器已关闭翻译功能' });
    expect(await balances()).toEqual(before);
    const records = await app.services.db
      .selectFrom('translate_records')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(records).toEqual([]);
  });

  it('tells the apps, signed in or not, so that they hide their translate buttons', async () => {
    const anonymous = await app.call('GET', '/translate/availability', {});
    expect(anonymous).toMatchObject({ status: 200, data: { available: false } });
    const signedIn = await app.call('GET', '/translate/availability', { token: member.token });
    expect(signedIn.data).toEqual({ available: false });
  });

  it('sells no translation package: its characters could buy nothing', async () => {
    const before = await balances();
    const bought = await app.call('POST', '/translate/recharge', {
      token: member.token,
      language: 'de',
      headers: { 'idempotency-key': randomUUID() },
      body: { packageId: 1 },
    });
    expect(bought).toMatchObject({ status: 400, code: 1702 });
    expect(bought.msg).toBe('Übersetzen ist auf diesem Server ausgeschaltet');
    expect(await balances()).toEqual(before);
  });
});

describe('translation on (any other TRANSLATOR)', () => {
  it('tells the apps that the server translates', async () => {
    const on = await createTestApp({ TRANSLATOR: 'pseudo' });
    try {
      const answer = await on.call('GET', '/translate/availability', {});
      expect(answer).toMatchObject({ status: 200, data: { available: true } });
    } finally {
      await on.close();
    }
  });
});
