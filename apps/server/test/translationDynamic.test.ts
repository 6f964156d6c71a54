/**
 * Paid translation of dynamics and comments: the same charging as chat messages, 404 for what
 * the caller cannot see, and a comment's translation kept for the caller alone, shown in
 * /dynamic/comment-list.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { move } from '../src/ledger/ledger.ts';
import { cancelUser, publish } from './support/dynamics.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

let app: TestApp;
let author: RegisteredUser;
let commenter: RegisteredUser;
let dynamicId: number;

beforeAll(async () => {
  app = await createTestApp({ TRANSLATOR: 'pseudo' });
  author = await registerUser(app);
  commenter = await registerUser(app);
  dynamicId = (await publish(app, author, { content: 'Festival in Sevilla, qué noche tan bonita' }))
    .id;
});
afterAll(() => app.close());

async function reader(characters: number, goldCoin = 0) {
  const user = await registerUser(app);
  await app.services.db.transaction().execute((trx) =>
    move(trx, { kind: 'recharge', userId: user.id, at: app.clock.now }, [
      { asset: 'character', from: 'house', to: { userId: user.id }, amount: characters },
      ...(goldCoin
        ? [
            {
              asset: 'goldCoin' as const,
              from: 'house' as const,
              to: { userId: user.id },
              amount: goldCoin,
              toBill: { type: 1, project: { key: 'recharge' } },
            },
          ]
        : []),
    ]),
  );
  return user;
}

const translate = (
  path: '/dynamic/translate' | '/dynamic/translate-comment',
  user: RegisteredUser,
  id: number,
  toLanguage: string,
  key = randomUUID(),
) =>
  app.call('POST', path, {
    token: user.token,
    headers: { 'idempotency-key': key },
    body: { id, toLanguage },
  });

async function comment(user: RegisteredUser, content: string, parentId?: number) {
  const r = await app.call('POST', '/dynamic/comment', {
    token: user.token,
    body: { dynamicId, content, ...(parentId ? { parentId } : {}) },
  });
  expect(r.status).toBe(200);
  return r.data.id as number;
}

const commentList = async (user: RegisteredUser) =>
  (await app.call('GET', '/dynamic/comment-list', { token: user.token, query: { dynamicId } }))
    .data;

describe('POST /dynamic/translate', () => {
  it("translates a dynamic's content and charges its code points", async () => {
    const user = await reader(100);
    const r = await translate('/dynamic/translate', user, dynamicId, 'zh');
    expect(r).toMatchObject({
      status: 200,
      data: {
        translation: '[pseudo-translation → zh] Festival in Sevilla, qué noche tan bonita',
        toLanguage: 'zh',
        characters: 41,
        charged: { vipCharacter: 0, character: 41, goldCoin: 0 },
        userAccountVo: { character: 59, goldCoin: 0 },
      },
    });
  });

  it('answers 402 code 106 with nothing to pay with, and 404 for an unknown dynamic', async () => {
    const broke = await reader(10);
    expect(await translate('/dynamic/translate', broke, dynamicId, 'zh')).toMatchObject({
      status: 402,
      code: 106,
    });
    const user = await reader(100);
    expect(await translate('/dynamic/translate', user, 99_999, 'zh')).toMatchObject({
      status: 404,
      code: 404,
    });
  });

  it('answers a retried key with the first answer even after the dynamic was deleted', async () => {
    const gone = (await publish(app, author, { content: 'Bald wieder da!' })).id;
    const user = await reader(100);
    const key = randomUUID();
    const first = await translate('/dynamic/translate', user, gone, 'en', key);
    await app.call('POST', '/dynamic/del', { token: author.token, body: { id: gone } });
    expect(await translate('/dynamic/translate', user, gone, 'en', key)).toMatchObject({
      status: 200,
      data: first.data,
    });
    expect(await translate('/dynamic/translate', user, 99_999, 'en', key)).toMatchObject({
      status: 409,
    });
    expect(await translate('/dynamic/translate', user, gone, 'en')).toMatchObject({ status: 404 });
    expect(first.data.userAccountVo.character).toBe(100 - 15);
  });

  it('refuses a language outside /system/dialogue with 400', async () => {
    const user = await reader(100);
    expect(await translate('/dynamic/translate', user, dynamicId, 'xx')).toMatchObject({
      status: 400,
      code: 400,
    });
  });
});

describe('POST /dynamic/translate-comment', () => {
  it("keeps the caller's latest translation of a comment or reply, shown only to that caller", async () => {
    const top = await comment(commenter, 'Looks amazing! I need to visit Seville someday.');
    const reply = await comment(author, '¡Ven en abril! Te enseño a bailar sevillanas.', top);
    const user = await reader(500);
    const zh = await translate('/dynamic/translate-comment', user, top, 'zh');
    expect(zh.data).toMatchObject({ characters: 47, charged: { character: 47 } });
    await translate('/dynamic/translate-comment', user, top, 'de');
    await translate('/dynamic/translate-comment', user, reply, 'en');

    const mine = (await commentList(user)).records.find((c: { id: number }) => c.id === top);
    expect(mine.translation).toBe(
      '[pseudo-translation → de] Looks amazing! I need to visit Seville someday.',
    );
    expect(mine.replies[0].translation).toBe(
      '[pseudo-translation → en] ¡Ven en abril! Te enseño a bailar sevillanas.',
    );
    const theirs = (await commentList(commenter)).records.find((c: { id: number }) => c.id === top);
    expect(theirs).not.toHaveProperty('translation');
    expect(theirs.replies[0]).not.toHaveProperty('translation');
  });

  it("charges nothing for a comment already in the reader's language (en to en)", async () => {
    const top = await comment(commenter, 'Looks amazing! I love the colours of this city.');
    const user = await reader(100, 2);
    expect(await translate('/dynamic/translate-comment', user, top, 'en')).toMatchObject({
      status: 400,
      code: 1702,
    });
    const me = await app.call('GET', '/account/my-info', { token: user.token });
    expect(me.data.userAccountVo).toMatchObject({ character: 100, goldCoin: 2, vipCharacter: 0 });
    const mine = (await commentList(user)).records.find((c: { id: number }) => c.id === top);
    expect(mine).not.toHaveProperty('translation');
  });

  it('charges once per Idempotency-Key, and answers 409 for the key with other parameters', async () => {
    const top = await comment(commenter, 'See you at the festival!');
    const user = await reader(100);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      translate('/dynamic/translate-comment', user, top, 'ja', key),
      translate('/dynamic/translate-comment', user, top, 'ja', key),
    ]);
    expect(b.data).toEqual(a.data);
    expect(a.data.userAccountVo.character).toBe(100 - 24);
    expect(await translate('/dynamic/translate-comment', user, top, 'ko', key)).toMatchObject({
      status: 409,
    });
  });

  it('answers 404 for a deleted comment, one by a cancelled user, or one hidden by the author', async () => {
    const user = await reader(100);
    const deleted = await comment(commenter, 'I take that back.');
    await app.call('POST', '/dynamic/del-comment', {
      token: commenter.token,
      body: { id: deleted },
    });
    expect(await translate('/dynamic/translate-comment', user, deleted, 'en')).toMatchObject({
      status: 404,
    });

    const leaver = await registerUser(app);
    const orphan = await comment(leaver, 'Goodbye everyone!');
    await cancelUser(app, leaver);
    expect(await translate('/dynamic/translate-comment', user, orphan, 'es')).toMatchObject({
      status: 404,
    });

    const hidden = await comment(commenter, 'Only the author may read this.');
    await app.call('POST', '/user/privacy-set', { token: author.token, body: { showComments: 1 } });
    expect(await translate('/dynamic/translate-comment', user, hidden, 'es')).toMatchObject({
      status: 404,
    });
    const byAuthor = await translate('/dynamic/translate-comment', author, hidden, 'es');
    expect(byAuthor).toMatchObject({ status: 402, code: 106 });
    await app.call('POST', '/user/privacy-set', { token: author.token, body: { showComments: 0 } });
  });
});
