import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk, isInsufficientFunds, newIdempotencyKey } from '../../src';
import { createHandlers, newMe, vipMe } from '../../src/mocks';

const baseUrl = 'http://api.test';
const server = setupServer(...createHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sdk = createSdk({ baseUrl, brand: 'Chrome', getLanguage: () => 'zh-CN' });
const pay = () => ({ idempotencyKey: newIdempotencyKey() });

describe('dynamic mocks', () => {
  it('publishes a dynamic and answers it as the square will show it', async () => {
    const posted = await sdk.dynamic.publish({
      content: '今天去了西湖，秋天的景色太美了！Autumn at West Lake 🍁',
      images: ['/uploads/dynamic/100001/5a1e9f.jpg'],
      burnAfterReading: 1,
    });
    expect(posted).toMatchObject({
      user: { id: 1, nickname: '李小雨' },
      images: ['/uploads/dynamic/100001/5a1e9f.jpg'],
      burnAfterReading: 1,
      burned: 0,
      top: 0,
      likes: 0,
      comments: 0,
      supported: false,
      language: 'zh',
    });
  });

  it('refuses a dynamic without share content or images (1401)', async () => {
    await expect(
      sdk.dynamic.publish({ content: '   ', images: ['/uploads/a.jpg'] }),
    ).rejects.toMatchObject({ kind: 'api', code: 1401, status: 400 });
    await expect(sdk.dynamic.publish({ content: 'Hola', images: [] })).rejects.toMatchObject({
      code: 1401,
    });
  });

  it('shows the square newest first, in many languages', async () => {
    const square = await sdk.dynamic.list();
    expect(square.total).toBeGreaterThanOrEqual(10);
    const times = square.records.map((d) => d.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const languages = new Set(square.records.map((d) => d.language));
    for (const l of ['zh', 'es', 'ru', 'ja', 'ko', 'de', 'en', 'zh-TW']) {
      expect(languages).toContain(l);
    }
  });

  it('shapes burn-after-reading dynamics for me: blurred until seen, then burned', async () => {
    const square = await sdk.dynamic.list({ pageSize: 100 });
    const unseen = square.records.find((d) => d.burnAfterReading === 1 && d.burned === 0);
    const burned = square.records.find((d) => d.burned === 1);
    expect(unseen?.images.length).toBeGreaterThan(0);
    expect(burned).toMatchObject({ burnAfterReading: 1, images: [], likes: null, comments: null });
  });

  it('lists my dynamics with the pinned one first, and a user’s dynamics', async () => {
    const mine = await sdk.dynamic.list({ type: 'mine' });
    expect(mine.records.length).toBe(2);
    expect(mine.records[0]).toMatchObject({ id: 301, top: 1 });
    const hers = await sdk.dynamic.list({ type: 'user', userId: 2 });
    expect(hers.records.every((d) => d.user.id === 2)).toBe(true);
    await expect(sdk.dynamic.list({ type: 'user' })).rejects.toMatchObject({ code: 400 });
    await expect(sdk.dynamic.list({ type: 'user', userId: 9999 })).rejects.toMatchObject({
      code: 404,
    });
  });

  it('shows the friends circle: my friends and me', async () => {
    const circle = await sdk.dynamic.list({ type: 'friends' });
    const authors = new Set(circle.records.map((d) => d.user.id));
    expect(authors).toContain(1);
    expect(authors).not.toContain(9);
    server.use(...createHandlers({ baseUrl, me: newMe }));
    await expect(sdk.dynamic.list({ type: 'friends' })).resolves.toMatchObject({ total: 0 });
  });

  it('opens one dynamic, and answers 404 for an unknown one', async () => {
    const one = await sdk.dynamic.get({ id: 296 });
    expect(one).toMatchObject({ user: { nickname: 'María García' }, supported: true, top: 1 });
    await expect(sdk.dynamic.get({ id: 99999 })).rejects.toMatchObject({
      kind: 'api',
      code: 404,
      status: 404,
    });
  });

  it('likes and unlikes, answering the new count', async () => {
    const before = await sdk.dynamic.get({ id: 293 });
    const liked = await sdk.dynamic.like({ id: 293, support: true });
    expect(liked).toEqual({ supported: true, likes: (before.likes ?? 0) + 1 });
    const unliked = await sdk.dynamic.like({ id: 296, support: false });
    expect(unliked).toEqual({ supported: false, likes: 41 });
    await expect(sdk.dynamic.like({ id: 285, support: true })).resolves.toEqual({
      supported: true,
      likes: null,
    });
  });

  it('lists comments oldest first with their replies, and hides them when the author does', async () => {
    const comments = await sdk.dynamic.listComments({ dynamicId: 296 });
    expect(comments.hidden).toBe(false);
    expect(comments.total).toBe(3);
    const first = comments.records[0];
    expect(first?.user.nickname).toBe('James Wilson');
    expect(first?.translation).toBe('看起来太棒了！我总有一天要去塞维利亚。');
    expect(first?.replies.map((r) => r.content)).toEqual([
      '¡Ven en abril, James! Te enseño a bailar sevillanas.',
      '好漂亮！我明年春天也想去。',
    ]);
    expect(first?.replies[1]?.replyTo?.nickname).toBe('María García');
    const hidden = await sdk.dynamic.listComments({ dynamicId: 285 });
    expect(hidden).toMatchObject({ hidden: true, total: 0, records: [] });
  });

  it('comments, replies under a reply’s thread, and refuses a stranger as replyTo', async () => {
    const top = await sdk.dynamic.comment({ dynamicId: 293, content: '新西伯利亚好冷！' });
    expect(top).toMatchObject({ parentId: null, replyTo: null, user: { id: 1 }, replies: [] });
    const reply = await sdk.dynamic.comment({
      dynamicId: 296,
      content: 'Yo también 😍',
      parentId: 919,
    });
    expect(reply).toMatchObject({ parentId: 918, replyTo: { id: 9 } });
    const answer = await sdk.dynamic.comment({
      dynamicId: 296,
      content: '¡Gracias!',
      parentId: 910,
      replyToUserId: 2,
    });
    expect(answer.replyTo?.nickname).toBe('María García');
    await expect(
      sdk.dynamic.comment({ dynamicId: 296, content: 'Hi', parentId: 910, replyToUserId: 7 }),
    ).rejects.toMatchObject({ code: 400 });
    await expect(
      sdk.dynamic.comment({ dynamicId: 293, content: 'Hi', parentId: 910 }),
    ).rejects.toMatchObject({ code: 404 });
  });

  it('deletes my comment, but not someone else’s (403)', async () => {
    await expect(sdk.dynamic.deleteComment({ id: 921 })).resolves.toBeNull();
    await expect(sdk.dynamic.deleteComment({ id: 910 })).rejects.toMatchObject({
      kind: 'forbidden',
      status: 403,
    });
  });

  it('deletes my dynamic, but not someone else’s', async () => {
    await expect(sdk.dynamic.delete({ id: 276 })).resolves.toBeNull();
    await expect(sdk.dynamic.delete({ id: 296 })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(sdk.dynamic.delete({ id: 99999 })).rejects.toMatchObject({ code: 404 });
  });

  it('translates a dynamic, paid with my characters', async () => {
    const result = await sdk.dynamic.translate({ id: 293, toLanguage: 'zh' }, pay());
    expect(result.translation).toBe('新西伯利亚的第一场雪！还有谁喜欢冬天？');
    expect(result.characters).toBe([...'Первый снег в Новосибирске! Кто ещё любит зиму?'].length);
    expect(result.charged).toEqual({ vipCharacter: 0, character: result.characters, goldCoin: 0 });
    expect(result.userAccountVo.character).toBe(2000 - result.characters);
  });

  it('takes a VIP member’s gift-bag characters first', async () => {
    server.use(...createHandlers({ baseUrl, me: vipMe }));
    const result = await sdk.dynamic.translate({ id: 296, toLanguage: 'en' }, pay());
    expect(result.charged.vipCharacter).toBe(result.characters);
  });

  it('refuses a translation nothing can pay for (106), and an untranslatable pair (1702)', async () => {
    await expect(sdk.dynamic.translate({ id: 301, toLanguage: 'zh' }, pay())).rejects.toMatchObject(
      {
        code: 1702,
      },
    );
    server.use(...createHandlers({ baseUrl, me: newMe }));
    const error = await sdk.dynamic
      .translate({ id: 293, toLanguage: 'de' }, pay())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'api', code: 106, status: 402 });
    expect(isInsufficientFunds(error)).toBe(true);
  });

  it('translates a comment', async () => {
    const result = await sdk.dynamic.translateComment({ id: 912, toLanguage: 'zh' }, pay());
    expect(result).toMatchObject({
      translation: '四月来吧，James！我教你跳塞维利亚舞。',
      toLanguage: 'zh',
    });
    await expect(
      sdk.dynamic.translateComment({ id: 99999, toLanguage: 'zh' }, pay()),
    ).rejects.toMatchObject({ code: 404 });
  });

  it('pins my dynamic, and refuses someone else’s (1402)', async () => {
    await expect(sdk.dynamic.setTop({ id: 276, top: true })).resolves.toEqual({
      id: 276,
      top: true,
    });
    await expect(sdk.dynamic.setTop({ id: 296, top: true })).rejects.toMatchObject({
      kind: 'forbidden',
      code: 1402,
      status: 403,
    });
  });

  it('records a burned dynamic, refusing one that does not burn', async () => {
    await expect(sdk.dynamic.markBurned({ id: 289 })).resolves.toBeNull();
    await expect(sdk.dynamic.markBurned({ id: 293 })).rejects.toMatchObject({ code: 400 });
  });

  it('answers empty lists in the empty world', async () => {
    server.use(...createHandlers({ baseUrl, empty: true }));
    await expect(sdk.dynamic.list()).resolves.toMatchObject({ total: 0, records: [] });
    await expect(sdk.dynamic.listComments({ dynamicId: 296 })).resolves.toMatchObject({ total: 0 });
  });
});
