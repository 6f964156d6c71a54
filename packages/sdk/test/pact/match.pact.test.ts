/**
 * Consumer contract of the match domain: the home page's recommended users, the encounter page's
 * online users and random matching.
 *
 * Provider states introduced here:
 * - 'user 100002 exists and is online now'
 * - 'user 100001 has used every match attempt today'
 * - 'no user but 100001 can be matched now'
 */
import { describe, expect, it } from 'vitest';
import {
  failure,
  heartlinePact,
  loggedInState,
  M,
  requestHeaders,
  sdkAt,
  success,
} from './harness';

const pact = heartlinePact();

const encounterUser = {
  id: M.integer(2),
  account: M.integer(100002),
  nickname: M.string('María García'),
  avatar: M.string('/uploads/avatar/100002/9f2c1e.jpg'),
  gender: M.integer(0),
  age: M.integer(29),
  vipLevel: M.integer(1),
  region: M.string('ES'),
  commonLanguage: M.string('es'),
  signature: M.string('Bailar, viajar y aprender chino.'),
  online: M.integer(1),
  imAccount: M.regex('^[a-z0-9_.-]+$', 'u100002'),
  introduction: M.string('Profesora de baile en Sevilla. Estudio chino.'),
  photos: M.constrainedArrayLike('/uploads/album/100002/b2c4d9.jpg', 0, 3, 1),
};

const resetTime = M.iso8601DateTimeWithMillis('2026-11-23T00:00:00.000Z');
const page = { pageNum: 1, pageSize: 20 };
const pageQuery = { pageNum: '1', pageSize: '20' };

describe('match', () => {
  it('lists recommended users with today’s luck', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given('user 100002 exists', { account: 100002 })
      .uponReceiving('a request for the first page of recommended users')
      .withRequest('GET', '/bump/list', (b) => b.headers(requestHeaders()).query(pageQuery))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            total: M.integer(9),
            pageNum: 1,
            pageSize: 20,
            luck: {
              score: M.integer(88),
              message: M.string('Love is in the air today: say hello first!'),
              date: M.date('yyyy-MM-dd', '2026-11-22'),
            },
            records: M.atLeastOneLike(encounterUser),
          }),
        ),
      )
      .executeTest(async (server) => {
        const home = await sdkAt(server.url).match.listRecommended(page);
        expect(home.luck.score).toBeGreaterThanOrEqual(1);
        expect(home.luck.message).toBeTruthy();
        expect(home.records[0]?.nickname).toBeTruthy();
        expect(Array.isArray(home.records[0]?.photos)).toBe(true);
      });
  });

  it('lists users online now with my match attempts', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given('user 100002 exists and is online now', { account: 100002 })
      .uponReceiving('a request for the first page of users online now')
      .withRequest('GET', '/bump/list2', (b) => b.headers(requestHeaders()).query(pageQuery))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            total: M.integer(1),
            pageNum: 1,
            pageSize: 20,
            match: { remaining: M.integer(3), limit: M.integer(3), resetTime },
            records: M.atLeastOneLike({ ...encounterUser, online: 1 }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const online = await sdkAt(server.url).match.listOnline(page);
        expect(online.records[0]?.online).toBe(1);
        expect(online.match.limit).toBeGreaterThanOrEqual(online.match.remaining);
      });
  });

  it('matches me with a random user, using one attempt', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given('user 100002 exists and is online now', { account: 100002 })
      .uponReceiving('a random match request with attempts left')
      .withRequest('POST', '/bump/matching', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({ remaining: M.integer(2), limit: M.integer(3), resetTime, user: encounterUser }),
        ),
      )
      .executeTest(async (server) => {
        const match = await sdkAt(server.url).match.matchRandom();
        expect(match.user.id).not.toBe(1);
        expect(match.user.nickname).toBeTruthy();
        expect(match.remaining).toBeLessThan(match.limit);
      });
  });

  it('answers 1201 when today’s attempts are used up', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given('user 100001 has used every match attempt today', { account: 100001 })
      .uponReceiving('a random match request with no attempts left')
      .withRequest('POST', '/bump/matching', (b) => b.headers(requestHeaders()))
      .willRespondWith(400, (b) =>
        b.jsonBody(failure(1201, 'Match attempts used up for today, come back tomorrow')),
      )
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).match.matchRandom()).rejects.toMatchObject({
          kind: 'api',
          code: 1201,
          status: 400,
        });
      });
  });

  it('answers 1202 when nobody can be matched', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given('no user but 100001 can be matched now', { account: 100001 })
      .uponReceiving('a random match request when nobody is available')
      .withRequest('POST', '/bump/matching', (b) => b.headers(requestHeaders()))
      .willRespondWith(404, (b) =>
        b.jsonBody(failure(1202, 'No one is available to match right now')),
      )
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).match.matchRandom()).rejects.toMatchObject({
          kind: 'api',
          code: 1202,
          status: 404,
        });
      });
  });
});
