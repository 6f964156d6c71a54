/**
 * Consumer contract of the dynamic domain: publishing, lists, likes, comments, pins,
 * burn-after-reading and paid translation.
 *
 * Provider states introduced here:
 * - 'user 100001 has uploaded the image /uploads/dynamic/100001/5a1e9f.jpg'
 * - 'dynamic 301 by user 100001 exists'
 * - 'dynamic 1 by user 100002 exists' (a normal dynamic, likes and comments shown to everyone)
 * - 'dynamic 1 does not exist'
 * - 'burn-after-reading dynamic 2 by user 100002 exists'
 * - 'user 100001 has seen the images of burn-after-reading dynamic 2'
 * - 'comment 10 by user 100003 on dynamic 1 exists, with a reply by user 100002'
 * - 'comment 11 by user 100001 on dynamic 1 exists'
 * - 'user 100001 is logged in and has 2000 translation characters'
 * - 'user 100001 is logged in and has no translation characters and no gold coins'
 */
import { describe, expect, it } from 'vitest';
import type { Body } from '../../src';
import {
  examplePaymentKey,
  failure,
  heartlinePact,
  loggedInState,
  M,
  paymentHeaders,
  requestHeaders,
  sdkAt,
  success,
  userBriefLike,
} from './harness';

const pact = heartlinePact();

const me = userBriefLike(100001, {
  nickname: '李小雨',
  region: 'ES',
  commonLanguage: 'zh',
  age: 28,
});
const maria = userBriefLike(100002, {
  nickname: 'María García',
  region: 'ES',
  commonLanguage: 'es',
  age: 28,
});
const james = userBriefLike(100003, {
  nickname: 'James Wilson',
  region: 'ES',
  commonLanguage: 'en',
  age: 28,
});
const time = (example: string) => M.iso8601DateTimeWithMillis(example);

/** A dynamic by user 100002 as user 100001 sees it. */
const dynamicOne = {
  id: 1,
  user: { ...maria, id: 2, account: 100002 },
  content: M.string('Feria de Sevilla con mis amigas 💃 ¡Qué noche tan bonita!'),
  images: M.atLeastOneLike('/uploads/dynamic/100002/f1a2b3.jpg'),
  burnAfterReading: 0,
  burned: 0,
  top: M.integer(0),
  likes: M.integer(42),
  comments: M.integer(4),
  supported: M.boolean(false),
  createTime: time('2026-11-21T22:14:05.000Z'),
  language: M.string('es'),
};

/** The same dynamic as a list shows it, among others that may be burned or pinned. */
const listedDynamic = {
  ...dynamicOne,
  id: M.integer(1),
  images: M.atLeastLike('/uploads/dynamic/100002/f1a2b3.jpg', 0, 1),
  burnAfterReading: M.integer(0),
  burned: M.integer(0),
};

const dynamicExists = (id: number, account: number) =>
  [`dynamic ${id} by user ${account} exists`, { id, account }] as const;
const commentTen = [
  'comment 10 by user 100003 on dynamic 1 exists, with a reply by user 100002',
  { id: 10, dynamicId: 1, account: 100003, replyAccount: 100002 },
] as const;

const translationResult = (translation: string, toLanguage: string) => ({
  translation: M.string(translation),
  toLanguage,
  characters: M.integer(40),
  charged: { vipCharacter: M.integer(0), character: M.integer(40), goldCoin: M.integer(0) },
  userAccountVo: {
    goldCoin: M.integer(50),
    character: M.integer(1960),
    vipCharacter: M.integer(0),
    freeGifts: M.integer(0),
    blurViews: M.integer(0),
  },
});
const hasCharacters = [
  'user 100001 is logged in and has 2000 translation characters',
  { account: 100001, character: 2000 },
] as const;
const cannotPay = [
  'user 100001 is logged in and has no translation characters and no gold coins',
  { account: 100001, character: 0, vipCharacter: 0, goldCoin: 0 },
] as const;

describe('dynamic', () => {
  it('publishes a dynamic', async () => {
    const image = '/uploads/dynamic/100001/5a1e9f.jpg';
    const body: Body<'/dynamic/release', 'post'> = {
      content: '今天去了西湖，秋天的景色太美了！Autumn at West Lake 🍁',
      images: [image],
      burnAfterReading: 0,
      top: 1,
    };
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(`user 100001 has uploaded the image ${image}`, { account: 100001, url: image })
      .uponReceiving('a request to publish a pinned dynamic with one image')
      .withRequest('POST', '/dynamic/release', (b) => b.headers(requestHeaders()).jsonBody(body))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            id: M.integer(301),
            user: { ...me, id: 1, account: 100001 },
            content: body.content,
            images: [image],
            burnAfterReading: 0,
            burned: 0,
            top: 1,
            likes: 0,
            comments: 0,
            supported: false,
            createTime: time('2026-11-22T09:30:00.000Z'),
            language: M.string('zh'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const posted = await sdkAt(server.url).dynamic.publish(body);
        expect(posted).toMatchObject({ content: body.content, images: [image], top: 1 });
        expect(posted.user.id).toBe(1);
      });
  });

  it('refuses a dynamic without images (1401)', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .uponReceiving('a request to publish a dynamic without images')
      .withRequest('POST', '/dynamic/release', (b) =>
        b.headers(requestHeaders()).jsonBody({ content: 'Hola desde Madrid', images: [] }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(failure(1401, 'A dynamic needs share content and at least one image')),
      )
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).dynamic.publish({ content: 'Hola desde Madrid', images: [] }),
        ).rejects.toMatchObject({ kind: 'api', code: 1401, status: 400 });
      });
  });

  it('deletes one of my dynamics', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...dynamicExists(301, 100001))
      .uponReceiving('a request to delete my dynamic 301')
      .withRequest('POST', '/dynamic/del', (b) => b.headers(requestHeaders()).jsonBody({ id: 301 }))
      .willRespondWith(200, (b) => b.jsonBody(success(null)))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).dynamic.delete({ id: 301 })).resolves.toBeNull();
      });
  });

  it('lists the dynamics square', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...dynamicExists(1, 100002))
      .uponReceiving('a request for the first page of the dynamics square')
      .withRequest('GET', '/dynamic/dynamic-list', (b) =>
        b.headers(requestHeaders()).query({ type: 'square', pageNum: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            total: M.integer(1),
            pageNum: 1,
            pageSize: 20,
            records: M.atLeastOneLike(listedDynamic),
          }),
        ),
      )
      .executeTest(async (server) => {
        const square = await sdkAt(server.url).dynamic.list({
          type: 'square',
          pageNum: 1,
          pageSize: 20,
        });
        expect(square.records[0]?.user.nickname).toBeTruthy();
        expect(square.records[0]?.content).toBeTruthy();
      });
  });

  it('lists a user’s dynamics', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...dynamicExists(1, 100002))
      .uponReceiving('a request for the dynamics of user 100002')
      .withRequest('GET', '/dynamic/dynamic-list', (b) =>
        b
          .headers(requestHeaders())
          .query({ type: 'user', userId: '2', pageNum: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            total: M.integer(1),
            pageNum: 1,
            pageSize: 20,
            records: M.atLeastOneLike(listedDynamic),
          }),
        ),
      )
      .executeTest(async (server) => {
        const list = await sdkAt(server.url).dynamic.list({
          type: 'user',
          userId: 2,
          pageNum: 1,
          pageSize: 20,
        });
        expect(list.records[0]?.user.id).toBe(2);
      });
  });

  it('opens one dynamic', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...dynamicExists(1, 100002))
      .uponReceiving('a request for dynamic 1')
      .withRequest('GET', '/dynamic/dynamic-info', (b) =>
        b.headers(requestHeaders()).query({ id: '1' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(dynamicOne)))
      .executeTest(async (server) => {
        const one = await sdkAt(server.url).dynamic.get({ id: 1 });
        expect(one).toMatchObject({ id: 1, burnAfterReading: 0, burned: 0 });
        expect(one.images.length).toBeGreaterThan(0);
      });
  });

  it('shows a burn-after-reading dynamic as burned once I have seen it', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given('burn-after-reading dynamic 2 by user 100002 exists', { id: 2, account: 100002 })
      .given('user 100001 has seen the images of burn-after-reading dynamic 2', {
        id: 2,
        account: 100001,
      })
      .uponReceiving('a request for a burn-after-reading dynamic already seen')
      .withRequest('GET', '/dynamic/dynamic-info', (b) =>
        b.headers(requestHeaders()).query({ id: '2' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(success({ ...dynamicOne, id: 2, images: [], burnAfterReading: 1, burned: 1 })),
      )
      .executeTest(async (server) => {
        const burned = await sdkAt(server.url).dynamic.get({ id: 2 });
        expect(burned).toMatchObject({ burnAfterReading: 1, burned: 1, images: [] });
      });
  });

  it('answers 404 for a dynamic that does not exist', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given('dynamic 1 does not exist', { id: 1 })
      .uponReceiving('a request for a dynamic that does not exist')
      .withRequest('GET', '/dynamic/dynamic-info', (b) =>
        b.headers(requestHeaders()).query({ id: '1' }),
      )
      .willRespondWith(404, (b) => b.jsonBody(failure(404, 'Not found')))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).dynamic.get({ id: 1 })).rejects.toMatchObject({
          kind: 'api',
          code: 404,
          status: 404,
        });
      });
  });

  it('likes a dynamic', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...dynamicExists(1, 100002))
      .uponReceiving('a request to like dynamic 1')
      .withRequest('POST', '/dynamic/support', (b) =>
        b.headers(requestHeaders()).jsonBody({ id: 1, support: true }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ supported: true, likes: M.integer(43) })))
      .executeTest(async (server) => {
        const like = await sdkAt(server.url).dynamic.like({ id: 1, support: true });
        expect(like.supported).toBe(true);
        expect(like.likes).toBeGreaterThan(0);
      });
  });

  it('lists a dynamic’s comments with their replies', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...commentTen)
      .uponReceiving('a request for the comments of dynamic 1')
      .withRequest('GET', '/dynamic/comment-list', (b) =>
        b.headers(requestHeaders()).query({ dynamicId: '1', pageNum: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            total: M.integer(1),
            pageNum: 1,
            pageSize: 20,
            hidden: false,
            records: M.atLeastOneLike({
              id: M.integer(10),
              dynamicId: 1,
              parentId: null,
              user: james,
              replyTo: null,
              content: M.string('Looks amazing! I need to visit Seville someday.'),
              createTime: time('2026-11-21T22:30:00.000Z'),
              replies: M.atLeastOneLike({
                id: M.integer(12),
                parentId: M.integer(10),
                user: maria,
                replyTo: null,
                content: M.string('¡Ven en abril, James! Te enseño a bailar sevillanas.'),
                createTime: time('2026-11-21T22:41:19.000Z'),
              }),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const comments = await sdkAt(server.url).dynamic.listComments({
          dynamicId: 1,
          pageNum: 1,
          pageSize: 20,
        });
        expect(comments.hidden).toBe(false);
        const first = comments.records[0];
        expect(first?.parentId).toBeNull();
        expect(first?.replies[0]?.parentId).toBe(first?.id);
      });
  });

  it('comments on a dynamic', async () => {
    const content = '¡Qué bonito! En Madrid todavía hace sol.';
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...dynamicExists(1, 100002))
      .uponReceiving('a top-level comment on dynamic 1')
      .withRequest('POST', '/dynamic/comment', (b) =>
        b.headers(requestHeaders()).jsonBody({ dynamicId: 1, content }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            id: M.integer(20),
            dynamicId: 1,
            parentId: null,
            user: { ...me, id: 1, account: 100001 },
            replyTo: null,
            content,
            createTime: time('2026-11-22T10:01:45.000Z'),
            replies: [],
          }),
        ),
      )
      .executeTest(async (server) => {
        const comment = await sdkAt(server.url).dynamic.comment({ dynamicId: 1, content });
        expect(comment).toMatchObject({ parentId: null, content, replies: [] });
        expect(comment.user.id).toBe(1);
      });
  });

  it('replies to a user under a comment', async () => {
    const body = { dynamicId: 1, content: '我也想去！', parentId: 10, replyToUserId: 2 };
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...commentTen)
      .uponReceiving('a reply to user 100002 under comment 10')
      .withRequest('POST', '/dynamic/comment', (b) => b.headers(requestHeaders()).jsonBody(body))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            id: M.integer(21),
            dynamicId: 1,
            parentId: 10,
            user: { ...me, id: 1, account: 100001 },
            replyTo: { ...maria, id: 2, account: 100002 },
            content: body.content,
            createTime: time('2026-11-22T10:05:00.000Z'),
            replies: [],
          }),
        ),
      )
      .executeTest(async (server) => {
        const reply = await sdkAt(server.url).dynamic.comment(body);
        expect(reply).toMatchObject({ parentId: 10, replyTo: { id: 2 } });
      });
  });

  it('deletes one of my comments', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given('comment 11 by user 100001 on dynamic 1 exists', {
        id: 11,
        dynamicId: 1,
        account: 100001,
      })
      .uponReceiving('a request to delete my comment 11')
      .withRequest('POST', '/dynamic/del-comment', (b) =>
        b.headers(requestHeaders()).jsonBody({ id: 11 }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(null)))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).dynamic.deleteComment({ id: 11 })).resolves.toBeNull();
      });
  });

  it('translates a dynamic, paid with my characters', async () => {
    await pact
      .addInteraction()
      .given(...hasCharacters)
      .given(...dynamicExists(1, 100002))
      .uponReceiving('a paid translation of dynamic 1 into Chinese')
      .withRequest('POST', '/dynamic/translate', (b) =>
        b.headers(paymentHeaders()).jsonBody({ id: 1, toLanguage: 'zh' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(success(translationResult('和朋友们一起逛塞维利亚节，多么美好的夜晚！', 'zh'))),
      )
      .executeTest(async (server) => {
        const result = await sdkAt(server.url).dynamic.translate(
          { id: 1, toLanguage: 'zh' },
          { idempotencyKey: examplePaymentKey },
        );
        expect(result.translation).toBeTruthy();
        expect(result.toLanguage).toBe('zh');
        expect(result.userAccountVo.character).toBeGreaterThanOrEqual(0);
      });
  });

  it('refuses a translation nothing can pay for (106)', async () => {
    await pact
      .addInteraction()
      .given(...cannotPay)
      .given(...dynamicExists(1, 100002))
      .uponReceiving('a paid translation of dynamic 1 with nothing to pay with')
      .withRequest('POST', '/dynamic/translate', (b) =>
        b.headers(paymentHeaders()).jsonBody({ id: 1, toLanguage: 'zh' }),
      )
      .willRespondWith(402, (b) =>
        b.jsonBody(failure(106, 'Insufficient gold coins! Just one coin lets you keep chatting')),
      )
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).dynamic.translate(
            { id: 1, toLanguage: 'zh' },
            { idempotencyKey: examplePaymentKey },
          ),
        ).rejects.toMatchObject({ kind: 'api', code: 106, status: 402 });
      });
  });

  it('translates a comment, paid with my characters', async () => {
    await pact
      .addInteraction()
      .given(...hasCharacters)
      .given(...commentTen)
      .uponReceiving('a paid translation of comment 10 into Chinese')
      .withRequest('POST', '/dynamic/translate-comment', (b) =>
        b.headers(paymentHeaders()).jsonBody({ id: 10, toLanguage: 'zh' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(success(translationResult('看起来太棒了！我总有一天要去塞维利亚。', 'zh'))),
      )
      .executeTest(async (server) => {
        const result = await sdkAt(server.url).dynamic.translateComment(
          { id: 10, toLanguage: 'zh' },
          { idempotencyKey: examplePaymentKey },
        );
        expect(result.translation).toBeTruthy();
        expect(result.charged.goldCoin).toBeGreaterThanOrEqual(0);
      });
  });

  it('pins one of my dynamics', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...dynamicExists(301, 100001))
      .uponReceiving('a request to pin my dynamic 301')
      .withRequest('POST', '/dynamic/dynamic-top', (b) =>
        b.headers(requestHeaders()).jsonBody({ id: 301, top: true }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ id: 301, top: true })))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).dynamic.setTop({ id: 301, top: true })).resolves.toEqual({
          id: 301,
          top: true,
        });
      });
  });

  it('refuses to pin someone else’s dynamic (1402)', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...dynamicExists(1, 100002))
      .uponReceiving('a request to pin dynamic 1 of user 100002')
      .withRequest('POST', '/dynamic/dynamic-top', (b) =>
        b.headers(requestHeaders()).jsonBody({ id: 1, top: true }),
      )
      .willRespondWith(403, (b) =>
        b.jsonBody(failure(1402, 'Only one dynamic can be pinned, and only your own')),
      )
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).dynamic.setTop({ id: 1, top: true })).rejects.toMatchObject({
          kind: 'forbidden',
          code: 1402,
          status: 403,
        });
      });
  });

  it('records that I have seen a burn-after-reading dynamic’s images', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given('burn-after-reading dynamic 2 by user 100002 exists', { id: 2, account: 100002 })
      .uponReceiving('a request to burn the images of dynamic 2 for me')
      .withRequest('POST', '/dynamic/burn-recovery', (b) =>
        b.headers(requestHeaders()).jsonBody({ id: 2 }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(null)))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).dynamic.markBurned({ id: 2 })).resolves.toBeNull();
      });
  });
});
