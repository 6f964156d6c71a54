/**
 * Pact consumer contract of the moderation console (issue 18), driving the real SDK functions.
 *
 * Provider states introduced here:
 * - 'user 100001 is logged in as an operator and complaint 31 by user 100003 about user 100002
 *   waits' {account, complaintId, reporter, reported}
 * - 'user 100001 is logged in as an operator and complaint 31 was dismissed' {account,
 *   complaintId, reporter, reported}
 * - 'user 100001 is logged in as an operator and photo verification request 7 by user 100003 waits'
 *   {requestId}
 * - 'user 100001 is logged in as an operator and photo verification request 7 was approved'
 */
import { describe, expect, it } from 'vitest';
import {
  failure,
  gestureLike,
  heartlinePact,
  loggedInState,
  M,
  pageLike,
  requestHeaders,
  sdkAt,
  success,
  userBriefLike,
} from './harness';

const pact = heartlinePact();

const params = { account: 100001, complaintId: 31, reporter: 100003, reported: 100002 };
const waiting =
  'user 100001 is logged in as an operator and complaint 31 by user 100003 about user 100002 waits';
const dismissed = 'user 100001 is logged in as an operator and complaint 31 was dismissed';

const caseLike = (state: 'open' | 'handled') => ({
  id: 31,
  createTime: M.iso8601DateTimeWithMillis('2026-11-26T08:00:00.000Z'),
  waitedSeconds: M.integer(7200),
  reason: { id: 4, type: 3, reason: M.string('Fraud or asking for money') },
  notes: M.string('He asked me to send him money.'),
  images: M.eachLike(M.string('/uploads/chat/100003/shot.png'), 0),
  reporter: userBriefLike(100003, { nickname: 'Анна', region: 'RU', commonLanguage: 'ru' }),
  reported: userBriefLike(100002, { nickname: 'Lukas', region: 'DE', commonLanguage: 'de' }),
  state,
  action: state === 'open' ? null : 'dismiss',
  handledTime: state === 'open' ? null : M.iso8601DateTimeWithMillis('2026-11-26T10:00:00.000Z'),
});

const auditLike = {
  id: M.integer(1),
  time: M.iso8601DateTimeWithMillis('2026-11-26T10:00:00.000Z'),
  operatorId: 1,
  operatorNickname: M.string('Heartline Support'),
  complaintId: 31,
  targetId: 2,
  targetNickname: M.string('Lukas'),
  action: 'dismiss',
  days: null,
  dynamicId: null,
  reason: M.string('Nothing against the rules.'),
};

const verificationWaits =
  'user 100001 is logged in as an operator and photo verification request 7 by user 100003 waits';
const verificationApproved =
  'user 100001 is logged in as an operator and photo verification request 7 was approved';

const verificationRequestLike = {
  id: 7,
  member: {
    ...userBriefLike(100003, { nickname: 'Анна', region: 'RU', commonLanguage: 'ru' }),
    verified: M.integer(0),
  },
  gesture: gestureLike('peace'),
  selfie: M.string('/api/image/selfie/100003/4b9e0c1d2a3f4e5d6c7b8a90.jpg?sig=3f0a'),
  photos: M.eachLike(M.string('/uploads/avatar/100003/avatar.png'), 0),
  submittedTime: M.iso8601DateTimeWithMillis('2026-11-26T09:02:00.000Z'),
  waitedSeconds: M.integer(3600),
};

describe('moderation contract', () => {
  it('lists the open complaints, oldest first, with how long each has waited', async () => {
    await pact
      .addInteraction()
      .given(waiting, params)
      .uponReceiving('a request for the moderation queue')
      .withRequest('GET', '/moderation/complaints', (b) =>
        b.headers(requestHeaders()).query({ state: 'open', pageNum: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(success(pageLike(M.atLeastOneLike(caseLike('open'))))),
      )
      .executeTest(async (server) => {
        const page = await sdkAt(server.url).moderation.listQueue({
          state: 'open',
          pageNum: 1,
          pageSize: 20,
        });
        expect(page.records[0]).toMatchObject({ id: 31, state: 'open', reported: { id: 2 } });
      });
  });

  it('refuses the queue to a member who is not an operator (HTTP 403)', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .uponReceiving('a request for the moderation queue by a member')
      .withRequest('GET', '/moderation/complaints', (b) => b.headers(requestHeaders()))
      .willRespondWith(403, (b) => b.jsonBody(failure(403, 'You may not do this')))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).moderation.listQueue()).rejects.toMatchObject({
          kind: 'forbidden',
          code: 403,
          status: 403,
        });
      });
  });

  it('gives a complaint with its context', async () => {
    await pact
      .addInteraction()
      .given(waiting, params)
      .uponReceiving('a request for the context of complaint 31')
      .withRequest('GET', '/moderation/complaint-context', (b) =>
        b.headers(requestHeaders()).query({ id: '31' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            complaint: caseLike('open'),
            introduction: M.string('Ich wohne in Hamburg.'),
            dynamics: M.eachLike(
              {
                id: M.integer(88),
                content: M.string('Send me a coin'),
                images: M.eachLike(M.string('/uploads/dynamics/1.png'), 0),
                createTime: M.iso8601DateTimeWithMillis('2026-11-25T20:00:00.000Z'),
                deleted: M.boolean(false),
              },
              0,
            ),
            messages: M.eachLike(
              {
                id: M.string('1289375612245'),
                fromUserId: M.integer(2),
                type: M.regex('^(txt|img|custom)$', 'txt'),
                msg: M.string('Can you send me 300 dollars?'),
                time: M.iso8601DateTimeWithMillis('2026-11-26T07:58:00.000Z'),
              },
              0,
            ),
            history: M.eachLike(auditLike, 0),
          }),
        ),
      )
      .executeTest(async (server) => {
        const context = await sdkAt(server.url).moderation.getContext({ id: 31 });
        expect(context.complaint.id).toBe(31);
        expect(Array.isArray(context.messages)).toBe(true);
      });
  });

  it('dismisses a complaint and answers the audit entry', async () => {
    await pact
      .addInteraction()
      .given(waiting, params)
      .uponReceiving('a dismissal of complaint 31')
      .withRequest('POST', '/moderation/act', (b) =>
        b
          .headers(requestHeaders())
          .jsonBody({ complaintId: 31, action: 'dismiss', reason: 'Nothing against the rules.' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(auditLike)))
      .executeTest(async (server) => {
        const entry = await sdkAt(server.url).moderation.act({
          complaintId: 31,
          action: 'dismiss',
          reason: 'Nothing against the rules.',
        });
        expect(entry).toMatchObject({ complaintId: 31, action: 'dismiss', targetId: 2 });
      });
  });

  it('refuses to act twice on a complaint (400, 2001)', async () => {
    await pact
      .addInteraction()
      .given(dismissed, params)
      .uponReceiving('a second action on complaint 31')
      .withRequest('POST', '/moderation/act', (b) =>
        b.headers(requestHeaders()).jsonBody({ complaintId: 31, action: 'ban', reason: 'Fraud' }),
      )
      .willRespondWith(400, (b) => b.jsonBody(failure(2001, 'This report was already handled')))
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).moderation.act({ complaintId: 31, action: 'ban', reason: 'Fraud' }),
        ).rejects.toMatchObject({ kind: 'api', code: 2001, status: 400 });
      });
  });

  it('lists the audit log, newest first', async () => {
    await pact
      .addInteraction()
      .given(dismissed, params)
      .uponReceiving('a request for the moderation audit log')
      .withRequest('GET', '/moderation/audit-log', (b) =>
        b.headers(requestHeaders()).query({ pageNum: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(pageLike(M.atLeastOneLike(auditLike)))))
      .executeTest(async (server) => {
        const page = await sdkAt(server.url).moderation.listAudit({ pageNum: 1, pageSize: 20 });
        expect(page.records[0]).toMatchObject({ complaintId: 31, action: 'dismiss' });
      });
  });

  it('lists the verification selfies waiting for review, with the photos to compare', async () => {
    await pact
      .addInteraction()
      .given(verificationWaits, { requestId: 7 })
      .uponReceiving('a request for the verification selfies to review')
      .withRequest('GET', '/moderation/photo-verifications', (b) =>
        b.headers(requestHeaders()).query({ pageNum: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(success(pageLike(M.atLeastOneLike(verificationRequestLike)))),
      )
      .executeTest(async (server) => {
        const page = await sdkAt(server.url).moderation.listPhotoVerifications({
          pageNum: 1,
          pageSize: 20,
        });
        expect(page.records[0]).toMatchObject({ id: 7, member: { id: 3, account: 100003 } });
        expect(Array.isArray(page.records[0]?.photos)).toBe(true);
      });
  });

  it('approves a verification selfie and answers the audit entry', async () => {
    await pact
      .addInteraction()
      .given(verificationWaits, { requestId: 7 })
      .uponReceiving('an approval of photo verification request 7')
      .withRequest('POST', '/moderation/photo-verify', (b) =>
        b.headers(requestHeaders()).jsonBody({ requestId: 7, approve: true }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            ...auditLike,
            complaintId: null,
            targetId: 3,
            targetNickname: M.string('Анна'),
            action: 'approvePhotoVerification',
            reason: M.string(''),
          }),
        ),
      )
      .executeTest(async (server) => {
        const entry = await sdkAt(server.url).moderation.decidePhotoVerification({
          requestId: 7,
          approve: true,
        });
        expect(entry).toMatchObject({ action: 'approvePhotoVerification', targetId: 3 });
      });
  });

  it('refuses to refuse a verification selfie without a reason (400)', async () => {
    await pact
      .addInteraction()
      .given(verificationWaits, { requestId: 7 })
      .uponReceiving('a refusal of photo verification request 7 without a reason')
      .withRequest('POST', '/moderation/photo-verify', (b) =>
        b.headers(requestHeaders()).jsonBody({ requestId: 7, approve: false }),
      )
      .willRespondWith(400, (b) => b.jsonBody(failure(400, 'reason: required to refuse')))
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).moderation.decidePhotoVerification({ requestId: 7, approve: false }),
        ).rejects.toMatchObject({ kind: 'api', code: 400, status: 400 });
      });
  });

  it('refuses to decide a verification selfie twice (400, 2104)', async () => {
    await pact
      .addInteraction()
      .given(verificationApproved)
      .uponReceiving('a second decision on photo verification request 7')
      .withRequest('POST', '/moderation/photo-verify', (b) =>
        b.headers(requestHeaders()).jsonBody({ requestId: 7, approve: true }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(failure(2104, 'This verification request was already decided')),
      )
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).moderation.decidePhotoVerification({ requestId: 7, approve: true }),
        ).rejects.toMatchObject({ kind: 'api', code: 2104, status: 400 });
      });
  });
});
