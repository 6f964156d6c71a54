/**
 * Pact consumer contract of the complaint domain.
 *
 * Provider states introduced here: none beyond the shared ones ('user 100001 is logged in',
 * 'user 100007 exists').
 */
import { describe, expect, it } from 'vitest';
import {
  M,
  failure,
  heartlinePact,
  loggedInState,
  requestHeaders,
  sdkAt,
  success,
} from './harness';

const pact = heartlinePact();

const me = { account: 100001 };

describe('complaint contract', () => {
  it('lists the complaint reasons', async () => {
    await pact
      .addInteraction()
      .given(loggedInState, me)
      .uponReceiving('a request for the complaint reasons')
      .withRequest('GET', '/complain/complain_type', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            M.atLeastOneLike({
              id: M.integer(4),
              reason: M.string('Fraud or asking for money'),
              type: M.integer(3),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const reasons = await sdkAt(server.url).complaint.listReasons();
        expect(reasons.length).toBeGreaterThan(0);
        expect([1, 2, 3]).toContain(reasons[0]?.type);
        expect(reasons[0]?.reason).toBeTruthy();
      });
  });

  it('files a complaint against a user with a screenshot', async () => {
    const body = {
      type: 4,
      notes: 'Он попросил перевести ему деньги через 10 минут разговора.',
      beComplainedAccount: 100007,
      images: ['/uploads/complaints/100001-1.png'],
    };
    await pact
      .addInteraction()
      .given(loggedInState, me)
      .given('user 100007 exists', { account: 100007 })
      .uponReceiving('a complaint against user 100007')
      .withRequest('POST', '/complain/add_complain', (b) =>
        b.headers(requestHeaders()).jsonBody(body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            id: M.integer(208),
            createTime: M.iso8601DateTimeWithMillis('2026-11-20T08:40:00.000Z'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const filed = await sdkAt(server.url).complaint.file(body);
        expect(filed.id).toBeGreaterThan(0);
        expect(Number.isNaN(Date.parse(filed.createTime))).toBe(false);
      });
  });

  it('is told one cannot complain about oneself (1104)', async () => {
    await pact
      .addInteraction()
      .given(loggedInState, me)
      .uponReceiving('a complaint against the caller themself')
      .withRequest('POST', '/complain/add_complain', (b) =>
        b
          .headers(requestHeaders())
          .jsonBody({ type: 1, notes: 'Test', beComplainedAccount: 100001 }),
      )
      .willRespondWith(400, (b) => b.jsonBody(failure(1104, 'You cannot do this to yourself')))
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).complaint.file({ type: 1, notes: 'Test', beComplainedAccount: 100001 }),
        ).rejects.toMatchObject({ kind: 'api', code: 1104, status: 400 });
      });
  });
});
