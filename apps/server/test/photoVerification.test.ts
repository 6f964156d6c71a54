/**
 * Photo verification (issue 18): a gesture asked at random and valid ten minutes, a selfie that
 * must be the member's own private upload, one attempt in progress at a time, the operators'
 * queue with the member's photos signed for them alone, a decision once (2104) recorded in the
 * audit log and told by customer service, the badge on every view of the member, and matching
 * only verified members for those who choose it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GESTURES } from '../src/domains/photoVerification/gestures.ts';
import { setRole } from '../src/domains/moderation/queries.ts';
import { t } from '../src/i18n/translate.ts';
import { png, uploadImage } from './support/images.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

let app: TestApp;
let operator: RegisteredUser;

beforeAll(async () => {
  app = await createTestApp();
  operator = await registerUser(app);
  await setRole(app.services.db, { email: operator.email }, 'operator');
});
afterAll(() => app.close());

const as = (user: RegisteredUser) => ({
  get: (path: string, query: Record<string, string | number> = {}) =>
    app.call('GET', path, { token: user.token, query }),
  post: (path: string, body: unknown = {}) => app.call('POST', path, { token: user.token, body }),
});
const minute = 60_000;

type Status = { state: string; gesture: string | null; reason: string | null };
type Request = { id: number; member: { id: number }; selfie: string; photos: string[] };

async function selfieOf(user: RegisteredUser, purpose = 'selfie'): Promise<string> {
  const r = await uploadImage(app, user.token, png(40, 40), purpose);
  expect(r.code).toBe(200);
  return (r.data as { url: string }).url;
}

/** A member whose selfie waits for review; the request's id. */
async function sendSelfie(user: RegisteredUser): Promise<number> {
  expect((await as(user).post('/photo-verification/start')).code).toBe(200);
  const r = await as(user).post('/photo-verification/submit', { selfie: await selfieOf(user) });
  expect(r).toMatchObject({ code: 200, data: { state: 'pending' } });
  const { id } = await app.services.db
    .selectFrom('photo_verifications')
    .select('id')
    .where('user_id', '=', user.id)
    .where('state', '=', 'pending')
    .executeTakeFirstOrThrow();
  return id;
}

async function waiting(): Promise<Request[]> {
  const r = await as(operator).get('/moderation/photo-verifications', { pageSize: 100 });
  expect(r.code).toBe(200);
  return (r.data as { records: Request[] }).records;
}

async function fromService(user: RegisteredUser) {
  const rows = await app.services.db
    .selectFrom('chat_messages')
    .select('msg')
    .where('from_im', '=', app.services.config.SERVICE_IM_ACCOUNT)
    .where('to_im', '=', user.imAccount)
    .where('client_msg_id', 'like', 'photoVerification-%')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.msg);
}

describe('a member asks for a gesture and sends a selfie', () => {
  it('starts with nothing, then a gesture valid ten minutes that changes when asked again', async () => {
    const member = await registerUser(app);
    expect((await as(member).get('/photo-verification/status')).data).toEqual({
      state: 'none',
      gesture: null,
      gestureExpireTime: null,
      reason: null,
      submittedTime: null,
      decidedTime: null,
    });
    const first = (await as(member).post('/photo-verification/start')).data as Status & {
      gestureExpireTime: string;
    };
    expect(GESTURES).toContain(first.gesture);
    expect(new Date(first.gestureExpireTime).getTime() - app.clock.now.getTime()).toBe(10 * minute);
    for (let i = 0; i < 5; i += 1) {
      const before = ((await as(member).get('/photo-verification/status')).data as Status).gesture;
      const again = (await as(member).post('/photo-verification/start')).data as Status;
      expect(again.gesture).not.toBe(before);
    }
    // Asking again reuses the attempt: one row, whatever the clicks.
    const rows = await app.services.db
      .selectFrom('photo_verifications')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('takes only its own private verification upload, and only while the gesture is valid', async () => {
    const member = await registerUser(app);
    const other = await registerUser(app);
    // No gesture asked yet.
    expect(
      await as(member).post('/photo-verification/submit', { selfie: await selfieOf(member) }),
    ).toMatchObject({ status: 400, code: 2103 });
    await as(member).post('/photo-verification/start');
    for (const selfie of [
      await selfieOf(other),
      await selfieOf(member, 'avatar'),
      '/uploads/selfie/999999/000000000000000000000000.jpg',
      'https://evil.example/me.jpg',
    ]) {
      const r = await as(member).post('/photo-verification/submit', { selfie });
      expect(r).toMatchObject({ status: 400, code: 400 });
    }
    const selfie = await selfieOf(member);
    // The selfie is private: its address answers nothing to anyone.
    expect(selfie.startsWith('/uploads/selfie/')).toBe(true);
    expect((await app.inject({ method: 'GET', url: selfie })).statusCode).toBe(404);
    app.clock.advance(10 * minute + 1000);
    expect(await as(member).post('/photo-verification/submit', { selfie })).toMatchObject({
      status: 400,
      code: 2103,
    });
    await as(member).post('/photo-verification/start');
    const sent = await as(member).post('/photo-verification/submit', { selfie });
    expect(sent).toMatchObject({ code: 200, data: { state: 'pending', gesture: null } });
    // Waiting: neither a new gesture nor a second selfie.
    expect(await as(member).post('/photo-verification/start')).toMatchObject({ code: 2102 });
    expect(await as(member).post('/photo-verification/submit', { selfie })).toMatchObject({
      code: 2102,
    });
  });

  it('keeps one attempt in progress when two tabs ask and send at once', async () => {
    const member = await registerUser(app);
    const starts = await Promise.all(
      [1, 2, 3].map(() => as(member).post('/photo-verification/start')),
    );
    expect(starts.map((r) => r.code)).toEqual([200, 200, 200]);
    const selfie = await selfieOf(member);
    const sends = await Promise.all(
      [1, 2, 3].map(() => as(member).post('/photo-verification/submit', { selfie })),
    );
    expect(sends.map((r) => r.code).sort()).toEqual([200, 2102, 2102]);
    const rows = await app.services.db
      .selectFrom('photo_verifications')
      .select('state')
      .where('user_id', '=', member.id)
      .execute();
    expect(rows).toEqual([{ state: 'pending' }]);
  });
});

describe('operators review selfies', () => {
  it('refuses every review call to a member (403)', async () => {
    const member = await registerUser(app);
    expect(await as(member).get('/moderation/photo-verifications')).toMatchObject({ status: 403 });
    expect(
      await as(member).post('/moderation/photo-verify', { requestId: 1, approve: true }),
    ).toMatchObject({ status: 403 });
  });

  it('lists waiting selfies oldest first with the photos, signed for the operator alone', async () => {
    const older = await registerUser(app);
    const newer = await registerUser(app);
    const album = await uploadImage(app, older.token, png(30, 30), 'album');
    expect(
      (await as(older).post('/album/upload', { url: (album.data as { url: string }).url })).code,
    ).toBe(200);
    const olderId = await sendSelfie(older);
    app.clock.advance(minute);
    const newerId = await sendSelfie(newer);
    app.clock.advance(minute);
    const list = await waiting();
    const ids = list.map((r) => r.id);
    expect(ids.indexOf(olderId)).toBeLessThan(ids.indexOf(newerId));
    const request = list.find((r) => r.id === olderId)!;
    expect(request).toMatchObject({ member: { id: older.id, verified: 0 }, waitedSeconds: 120 });
    expect(request.photos).toHaveLength(2);
    expect(request.selfie).toMatch(/^\/api\/image\/selfie\/.*ctx=photoVerification-/);
    const opened = await app.inject({ method: 'GET', url: request.selfie });
    expect(opened.statusCode).toBe(200);
    const albumPhoto = await app.inject({ method: 'GET', url: request.photos[1]! });
    expect(albumPhoto.statusCode).toBe(200);
    // Signed for the operator: someone else's account in the address breaks the signature, and
    // a member cannot reuse the context for another of the member's images.
    const forged = request.selfie.replace(/viewer=[^&]+/, `viewer=${newer.imAccount}`);
    expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it('approves once: the badge shows, customer service says so, the log keeps it', async () => {
    const member = await registerUser(app);
    const id = await sendSelfie(member);
    const decided = await Promise.all([
      as(operator).post('/moderation/photo-verify', { requestId: id, approve: true }),
      as(operator).post('/moderation/photo-verify', { requestId: id, approve: true }),
    ]);
    expect(decided.map((r) => r.code).sort()).toEqual([200, 2104]);
    expect(decided.find((r) => r.code === 200)!.data).toMatchObject({
      action: 'approvePhotoVerification',
      complaintId: null,
      targetId: member.id,
      operatorId: operator.id,
    });
    expect((await waiting()).some((r) => r.id === id)).toBe(false);
    expect((await as(member).get('/photo-verification/status')).data).toMatchObject({
      state: 'approved',
    });
    expect(await as(member).post('/photo-verification/start')).toMatchObject({ code: 2101 });
    const seen = await as(operator).get('/user/info', { userId: member.id });
    expect(seen.data).toMatchObject({ userVo: { verified: 1 } });
    expect(await fromService(member)).toEqual([t('en', 'photoVerification.approved')]);
    const log = await as(operator).get('/moderation/audit-log');
    expect(
      (log.data as { records: { action: string; targetId: number }[] }).records[0],
    ).toMatchObject({
      action: 'approvePhotoVerification',
      targetId: member.id,
    });
  });

  it('refuses only with a reason, which the member reads in their language, and lets them retry', async () => {
    const member = await registerUser(app, { language: 'de' });
    const id = await sendSelfie(member);
    expect(
      await as(operator).post('/moderation/photo-verify', { requestId: id, approve: false }),
    ).toMatchObject({
      status: 400,
      code: 400,
    });
    const r = await as(operator).post('/moderation/photo-verify', {
      requestId: id,
      approve: false,
      reason: 'The face is not visible',
    });
    expect(r).toMatchObject({ code: 200, data: { action: 'refusePhotoVerification' } });
    expect((await as(member).get('/photo-verification/status')).data).toMatchObject({
      state: 'refused',
      reason: 'The face is not visible',
    });
    expect(await fromService(member)).toEqual([
      t('de', 'photoVerification.refused', { reason: 'The face is not visible' }),
    ]);
    expect(
      await as(operator).post('/moderation/photo-verify', { requestId: id, approve: true }),
    ).toMatchObject({
      code: 2104,
    });
    expect(
      await as(operator).post('/moderation/photo-verify', { requestId: 999999, approve: true }),
    ).toMatchObject({
      status: 404,
    });
    // A new attempt after a refusal.
    await sendSelfie(member);
    expect((await as(member).get('/photo-verification/status')).data).toMatchObject({
      state: 'pending',
    });
  });
});

describe('matching only verified members', () => {
  it('is a privacy setting that random matching honours', async () => {
    const member = await registerUser(app);
    const set = await as(member).post('/user/privacy-set', { matchVerifiedOnly: 1 });
    expect(set).toMatchObject({ code: 200, data: { matchVerifiedOnly: 1 } });
    const verified = await app.services.db
      .selectFrom('users')
      .select('id')
      .where('verified_at', 'is not', null)
      .execute();
    const ids = new Set(verified.map((u) => u.id));
    // The members this file verified, and nobody else, until none is left for today.
    expect(ids.size).toBeGreaterThan(0);
    const matched: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const r = await as(member).post('/bump/matching');
      if (r.code === 1202) break;
      expect(r.code).toBe(200);
      matched.push((r.data as { user: { id: number } }).user.id);
    }
    expect(matched.length).toBeGreaterThan(0);
    expect(matched.every((id) => ids.has(id))).toBe(true);
  });
});
