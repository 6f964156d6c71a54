/**
 * Paid translation of chat messages through the API: what is counted, the order in which the
 * wallet pays (gift-bag characters, package characters, then coins per 100 rounded up), refusals
 * that take nothing, idempotent and concurrent retries, the cache, and the service's failures.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LedgerAsset } from '../src/db/tables.ts';
import { move, type Movement } from '../src/ledger/ledger.ts';
import { PseudoTranslator } from '../src/providers/translation/PseudoTranslator.ts';
import {
  AlreadyInLanguage,
  UnsupportedPair,
  type ChatLanguage,
  type Translator,
} from '../src/providers/translation/Translator.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

/** The pseudo-translator, counting its calls, made to fail at will. */
class CountingTranslator implements Translator {
  calls: string[] = [];
  failure: Error | null = null;
  private readonly pseudo = new PseudoTranslator();
  serviceFor(): string {
    return 'counting';
  }
  async translate(text: string, from: ChatLanguage | null, to: ChatLanguage) {
    this.calls.push(text);
    if (this.failure) throw this.failure;
    return this.pseudo.translate(text, from, to);
  }
}

const translator = new CountingTranslator();
let app: TestApp;
let peer: RegisteredUser;

beforeAll(async () => {
  app = await createTestApp({ TRANSLATOR: 'pseudo' }, { translator });
  peer = await registerUser(app);
});
afterAll(() => app.close());
beforeEach(() => {
  translator.calls = [];
  translator.failure = null;
});

async function userWith(amounts: Partial<Record<LedgerAsset, number>>) {
  const user = await registerUser(app);
  const movements: Movement[] = Object.entries(amounts).map(([asset, amount]) => ({
    asset: asset as LedgerAsset,
    from: 'house',
    to: { userId: user.id },
    amount,
    ...(asset === 'goldCoin' ? { toBill: { type: 1, project: { key: 'recharge' } } } : {}),
  }));
  if (movements.length) {
    await app.services.db
      .transaction()
      .execute((trx) =>
        move(trx, { kind: 'recharge', userId: user.id, at: app.clock.now }, movements),
      );
  }
  return user;
}

async function wallet(user: RegisteredUser) {
  const row = await app.services.db
    .selectFrom('users')
    .select(['gold_coin', 'character', 'vip_character'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ asset: string; n: number }>`
    select asset, sum(amount)::int as n from ledger_entries where user_id = ${user.id} group by asset`.execute(
    app.services.db,
  );
  const sum = (asset: string) => rows.find((r) => r.asset === asset)?.n ?? 0;
  // A balance always equals the sum of its ledger entries.
  expect([sum('goldCoin'), sum('character'), sum('vipCharacter')]).toEqual([
    row.gold_coin,
    row.character,
    row.vip_character,
  ]);
  return { goldCoin: row.gold_coin, character: row.character, vipCharacter: row.vip_character };
}

const send = (
  user: RegisteredUser,
  message: string,
  options: { key?: string; toLanguage?: string; to?: string; language?: string } = {},
) =>
  app.call('POST', '/translate/message', {
    token: user.token,
    language: options.language,
    headers: { 'idempotency-key': options.key ?? randomUUID() },
    body: {
      message,
      toLanguage: options.toLanguage ?? 'es',
      toUserImAccount: options.to ?? peer.imAccount,
    },
  });

const receive = (
  user: RegisteredUser,
  body: { targetId: string; content: string; toLanguage?: string },
  options: { key?: string; language?: string } = {},
) =>
  app.call('POST', '/translate/tranlate-chat-message', {
    token: user.token,
    language: options.language,
    headers: { 'idempotency-key': options.key ?? randomUUID() },
    body: { fromId: peer.imAccount, ...body },
  });

const german = (n: number) => 'Hallo! '.concat('ä'.repeat(n)).slice(0, n);

describe('POST /translate/message', () => {
  it('pays from gift-bag characters, then package characters, then 1 coin per 100 rounded up', async () => {
    const user = await userWith({ vipCharacter: 5, character: 10, goldCoin: 10 });
    const r = await send(user, german(140));
    expect(r).toMatchObject({
      status: 200,
      data: {
        characters: 140,
        charged: { vipCharacter: 5, character: 10, goldCoin: 2 },
        userAccountVo: { vipCharacter: 0, character: 0, goldCoin: 8 },
        translateRecordId: expect.any(Number),
      },
    });
    expect(r.data.translation).toBe(`[pseudo-translation → es] ${german(140)}`);
    expect(await wallet(user)).toEqual({ goldCoin: 8, character: 0, vipCharacter: 0 });
    const bill = await app.services.db
      .selectFrom('ledger_entries')
      .select(['amount', 'bill_type', 'project'])
      .where('user_id', '=', user.id)
      .where('asset', '=', 'goldCoin')
      .where('amount', '<', 0)
      .executeTakeFirstOrThrow();
    expect(bill).toEqual({
      amount: -2,
      bill_type: 4,
      project: { key: 'translation', params: { characters: 125 } },
    });
  });

  it('takes only what the text needs, counting code points of the trimmed text', async () => {
    const user = await userWith({ vipCharacter: 100, character: 100, goldCoin: 5 });
    const r = await send(user, '  Hola 😀😀!  ', { toLanguage: 'en' });
    expect(r.data).toMatchObject({
      characters: 8,
      charged: { vipCharacter: 8, character: 0, goldCoin: 0 },
    });
    const more = await send(user, german(150));
    expect(more.data.charged).toEqual({ vipCharacter: 92, character: 58, goldCoin: 0 });
  });

  it.each([
    [1, 1],
    [100, 1],
    [101, 2],
    [200, 2],
    [201, 3],
  ])('charges %i characters paid in coins %i coin(s)', async (characters, coins) => {
    const user = await userWith({ goldCoin: 3 });
    const r = await send(user, german(characters));
    expect(r.data.charged).toEqual({ vipCharacter: 0, character: 0, goldCoin: coins });
    expect((await wallet(user)).goldCoin).toBe(3 - coins);
  });

  it('answers 402 code 106 and takes nothing when the coins cannot cover the rest', async () => {
    const user = await userWith({ vipCharacter: 50, character: 40, goldCoin: 1 });
    const r = await send(user, german(300), { language: 'es' });
    expect(r).toMatchObject({ status: 402, code: 106, data: null });
    expect(r.msg).toBe(
      '¡No tienes suficientes monedas de oro! Con solo una moneda puedes seguir chateando',
    );
    expect(await wallet(user)).toEqual({ goldCoin: 1, character: 40, vipCharacter: 50 });
    const records = await app.services.db
      .selectFrom('translate_records')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(records).toEqual([]);
    const broke = await userWith({});
    expect(await send(broke, 'Hallo! Wie war dein Tag?', { language: 'de' })).toMatchObject({
      status: 402,
      code: 106,
      msg: 'Nicht genügend Goldmünzen! Schon eine Münze reicht, um weiterzuchatten',
    });
  });

  it('answers a retried key with the first answer, charging once; other parameters 409', async () => {
    const user = await userWith({ character: 100 });
    const key = randomUUID();
    const first = await send(user, german(30), { key });
    const again = await send(user, german(30), { key });
    expect(again.data).toEqual(first.data);
    expect((await wallet(user)).character).toBe(100 - first.data.characters);
    expect(await send(user, 'Etwas anderes, bitte.', { key })).toMatchObject({
      status: 409,
      code: 409,
    });
  });

  it('charges once for concurrent retries of one key', async () => {
    const user = await userWith({ goldCoin: 10 });
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => send(user, german(150), { key })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.data.translateRecordId)).size).toBe(1);
    expect((await wallet(user)).goldCoin).toBe(8);
  });

  it('never overdraws under concurrent calls with different keys', async () => {
    const user = await userWith({ character: 100, goldCoin: 2 });
    const results = await Promise.all(Array.from({ length: 4 }, () => send(user, german(100))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.code === 106)).toHaveLength(1);
    expect(await wallet(user)).toEqual({ goldCoin: 0, character: 0, vipCharacter: 0 });
  });

  it('sends a text to the service once, and still charges every request', async () => {
    const user = await userWith({ character: 1000 });
    const text = `Guten Morgen! Nummer ${Date.now()}`;
    const a = await send(user, text);
    const b = await send(user, text);
    expect(b.data.translation).toBe(a.data.translation);
    expect(translator.calls).toEqual([text]);
    expect(b.data.translateRecordId).not.toBe(a.data.translateRecordId);
    expect((await wallet(user)).character).toBe(1000 - 2 * a.data.characters);
  });

  it('answers 1701 and charges nothing when the service fails, and tries again next time', async () => {
    const user = await userWith({ character: 100 });
    const text = `Hallo! Versuch ${Date.now()}`;
    translator.failure = new Error('service down');
    expect(await send(user, text)).toMatchObject({ status: 400, code: 1701 });
    expect((await wallet(user)).character).toBe(100);
    translator.failure = null;
    expect((await send(user, text)).status).toBe(200);
    expect(translator.calls).toHaveLength(2);
  });

  it('answers 1702 for a text already in the target language or a pair the service refuses', async () => {
    const user = await userWith({ character: 100 });
    const same = await send(user, '你好！周末你想去看电影吗？', {
      toLanguage: 'zh',
      language: 'de',
    });
    expect(same).toMatchObject({
      status: 400,
      code: 1702,
      msg: 'Dieser Text ist schon in der Sprache, in die du übersetzen möchtest',
    });
    expect(translator.calls).toEqual([]);
    translator.failure = new UnsupportedPair('de', 'th');
    expect(
      await send(user, 'Hallo! Wie war dein Tag?', { toLanguage: 'th', language: 'de' }),
    ).toMatchObject({
      status: 400,
      code: 1702,
      msg: 'Dieses Sprachpaar kann nicht übersetzt werden',
    });
    // The service finds the text in the target language: the same refusal as the detector's.
    translator.failure = new AlreadyInLanguage('en');
    expect(await send(user, 'Hi there!', { toLanguage: 'en' })).toMatchObject({
      status: 400,
      code: 1702,
      msg: 'This text is already in the language you are translating into',
    });
    expect((await wallet(user)).character).toBe(100);
  });

  it('leaves a guess from a few Latin words to the service (German "es" is a Spanish word too)', async () => {
    const user = await userWith({ character: 100 });
    const r = await send(user, 'Wie geht es dir?', { toLanguage: 'es' });
    expect(r.data.translation).toBe('[pseudo-translation → es] Wie geht es dir?');
  });

  it('answers 404 for an IM account of nobody and 400 for a blank message', async () => {
    const user = await userWith({ character: 100 });
    expect(await send(user, 'Hallo!', { to: 'u999999' })).toMatchObject({ status: 404, code: 404 });
    expect(await send(user, '   ')).toMatchObject({ status: 400, code: 400 });
    expect(translator.calls).toEqual([]);
  });
});

describe('POST /translate/tranlate-chat-message', () => {
  it('charges a received message once per language, answering the first translation again', async () => {
    const user = await userWith({ character: 100 });
    const message = { targetId: `m${Date.now()}`, content: 'Привет! Как прошёл твой день?' };
    const first = await receive(user, { ...message, toLanguage: 'zh' });
    expect(first.data).toMatchObject({
      translateContent: '[pseudo-translation → zh] Привет! Как прошёл твой день?',
      characters: 29,
      charged: { vipCharacter: 0, character: 29, goldCoin: 0 },
    });
    const again = await receive(user, { ...message, toLanguage: 'zh' });
    expect(again.data).toMatchObject({
      translateContent: first.data.translateContent,
      translateRecordId: first.data.translateRecordId,
      characters: 29,
      charged: { vipCharacter: 0, character: 0, goldCoin: 0 },
      userAccountVo: { character: 71 },
    });
    const english = await receive(user, { ...message, toLanguage: 'en' });
    expect(english.data.charged.character).toBe(29);
    expect((await wallet(user)).character).toBe(42);
  });

  it('charges once when the same message is asked for concurrently with different keys', async () => {
    const user = await userWith({ character: 100 });
    const message = { targetId: `c${Date.now()}`, content: 'Hallo! Wie war dein Tag?' };
    const results = await Promise.all(Array.from({ length: 4 }, () => receive(user, message)));
    expect(new Set(results.map((r) => r.data.translateRecordId)).size).toBe(1);
    expect((await wallet(user)).character).toBe(100 - 24);
  });

  it("translates into the interface language when no language is given (zh-CN is the chat's zh)", async () => {
    const user = await userWith({ character: 100 });
    const r = await receive(
      user,
      { targetId: 'x1', content: 'Hello there!' },
      { language: 'zh-CN' },
    );
    expect(r.data.translateContent).toBe('[pseudo-translation → zh] Hello there!');
  });

  it("charges nothing for a message already in the reader's language (en to en)", async () => {
    const user = await userWith({ vipCharacter: 20, character: 100, goldCoin: 3 });
    const before = await wallet(user);
    const content = 'Hello! How are you today? I love this city.';
    for (const body of [
      { targetId: `en${Date.now()}`, content },
      { targetId: `en${Date.now()}-2`, content, toLanguage: 'en' },
    ]) {
      expect(await receive(user, body, { language: 'en' })).toMatchObject({
        status: 400,
        code: 1702,
        msg: 'This text is already in the language you are translating into',
      });
    }
    expect(await send(user, content, { toLanguage: 'en', language: 'de' })).toMatchObject({
      status: 400,
      code: 1702,
      msg: 'Dieser Text ist schon in der Sprache, in die du übersetzen möchtest',
    });
    expect(translator.calls).toEqual([]);
    expect(await wallet(user)).toEqual(before);
    const records = await app.services.db
      .selectFrom('translate_records')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(records).toEqual([]);
  });

  it('answers 404 when the sender is nobody', async () => {
    const user = await userWith({ character: 100 });
    const r = await app.call('POST', '/translate/tranlate-chat-message', {
      token: user.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { targetId: 'x2', content: 'Hallo!', fromId: 'u999999' },
    });
    expect(r).toMatchObject({ status: 404, code: 404 });
  });
});
