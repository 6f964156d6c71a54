/**
 * The moderation console (issue 18): operators only (granted outside the API), the queue oldest
 * first with each complaint's wait, a complaint's context (profile, dynamics, the chat between
 * the two, earlier actions), and each action once, in the audit log: dismiss, remove a dynamic,
 * warn (customer service writes, in the member's language), suspend (no login until the date,
 * sessions ended), ban (closed for good). The reporter hears that the report was handled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeMessage } from '../src/domains/chat/messageStore.ts';
import { setRole } from '../src/domains/moderation/queries.ts';
import { t } from '../src/i18n/translate.ts';
import { publish } from './support/dynamics.ts';
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
  post: (path: string, body: unknown) => app.call('POST', path, { token: user.token, body }),
});
const minute = 60_000;

/** `reporter` reports `reported` (reason 4, a chat reason); the complaint's id. */
async function report(
  reporter: RegisteredUser,
  reported: RegisteredUser,
  notes = 'Asked for money',
) {
  const r = await as(reporter).post('/complain/add_complain', {
    type: 4,
    notes,
    beComplainedAccount: reported.account,
  });
  expect(r.code).toBe(200);
  const { id } = await app.services.db
    .selectFrom('complaints')
    .select('id')
    .where('reporter_id', '=', reporter.id)
    .where('reported_id', '=', reported.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return id;
}

/** What customer service wrote to a member (their greeting aside). */
async function fromService(user: RegisteredUser) {
  const rows = await app.services.db
    .selectFrom('chat_messages')
    .select('msg')
    .where('from_im', '=', app.services.config.SERVICE_IM_ACCOUNT)
    .where('to_im', '=', user.imAccount)
    .where('client_msg_id', 'not like', 'greeting-%')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.msg);
}

const login = (user: RegisteredUser) =>
  app.call('POST', '/account/login', { body: { account: user.email, password: user.password } });

describe('who may moderate', () => {
  it('refuses every moderation call to a member (403), and no API call makes one an operator', async () => {
    const member = await registerUser(app);
    for (const r of [
      await as(member).get('/moderation/complaints'),
      await as(member).get('/moderation/complaint-context', { id: 1 }),
      await as(member).post('/moderation/act', { complaintId: 1, action: 'dismiss', reason: 'x' }),
      await as(member).get('/moderation/audit-log'),
    ]) {
      expect(r).toMatchObject({ status: 403, code: 403 });
    }
    const edit = await as(member).post('/user/info-edit', { role: 'operator' });
    expect(edit.status).toBe(400);
    expect((await as(member).get('/moderation/complaints')).status).toBe(403);
  });
});

describe('the queue and a complaint', () => {
  it('lists open complaints oldest first with their wait, and gives the context', async () => {
    const [ann, ben] = [await registerUser(app), await registerUser(app)];
    const first = await report(ann, ben, 'He asked for money');
    app.clock.advance(30 * minute);
    const second = await report(ben, ann, 'She insulted me');
    const dynamic = await publish(app, ben, { content: 'Send me coins' });
    await storeMessage(app.services.db, {
      from: ben.imAccount,
      to: ann.imAccount,
      clientMsgId: 'money-1',
      type: 'txt',
      msg: 'Can you send me 300 dollars?',
      ext: { platform: 'Web', brand: 'Chrome' },
      at: app.clock.now,
    });
    app.clock.advance(10 * minute);

    const queue = (await as(operator).get('/moderation/complaints', { pageSize: 100 })).data;
    const ids = queue.records.map((c: { id: number }) => c.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const firstCase = queue.records.find((c: { id: number }) => c.id === first);
    expect(firstCase).toMatchObject({
      state: 'open',
      action: null,
      waitedSeconds: 40 * 60,
      reporter: { id: ann.id },
      reported: { id: ben.id },
      notes: 'He asked for money',
      reason: { id: 4, type: 3 },
    });

    const context = (await as(operator).get('/moderation/complaint-context', { id: first })).data;
    expect(context.complaint.id).toBe(first);
    expect(context.dynamics[0]).toMatchObject({ id: dynamic.id, deleted: false });
    expect(context.messages).toEqual([
      expect.objectContaining({
        fromUserId: ben.id,
        type: 'txt',
        msg: 'Can you send me 300 dollars?',
      }),
    ]);
    expect(context.history).toEqual([]);
    expect((await as(operator).get('/moderation/complaint-context', { id: 999_999 })).status).toBe(
      404,
    );
  });
});

describe('acting on a complaint', () => {
  it('dismisses once, tells the reporter in their language, and logs who, when and why', async () => {
    const [ann, ben] = [await registerUser(app, { language: 'de' }), await registerUser(app)];
    const id = await report(ann, ben);
    const r = await as(operator).post('/moderation/act', {
      complaintId: id,
      action: 'dismiss',
      reason: 'Nothing against the rules',
    });
    expect(r.data).toMatchObject({
      complaintId: id,
      action: 'dismiss',
      operatorId: operator.id,
      targetId: ben.id,
      reason: 'Nothing against the rules',
      time: app.clock.now.toISOString(),
    });
    const again = await as(operator).post('/moderation/act', {
      complaintId: id,
      action: 'ban',
      reason: 'Changed my mind',
    });
    expect(again).toMatchObject({ status: 400, code: 2001 });
    const { nickname } = await app.services.db
      .selectFrom('users')
      .select('nickname')
      .where('id', '=', ben.id)
      .executeTakeFirstOrThrow();
    expect(await fromService(ann)).toEqual([
      t('de', 'moderation.reportHandled', { name: nickname }),
    ]);
    const handled = (await as(operator).get('/moderation/complaints', { state: 'handled' })).data;
    expect(handled.records[0]).toMatchObject({ id, state: 'handled', action: 'dismiss' });
    const log = (await as(operator).get('/moderation/audit-log')).data;
    expect(log.records[0]).toMatchObject({ id: r.data.id, action: 'dismiss' });
    // Acted on once, even by two operators at the same moment.
    const id2 = await report(ann, ben, 'Again');
    const both = await Promise.all([
      as(operator).post('/moderation/act', { complaintId: id2, action: 'dismiss', reason: 'a' }),
      as(operator).post('/moderation/act', { complaintId: id2, action: 'warn', reason: 'b' }),
    ]);
    expect(both.map((x) => x.code).sort()).toEqual([200, 2001]);
  });

  it('warns the member in their language, with the reason', async () => {
    const [ann, ben] = [await registerUser(app), await registerUser(app, { language: 'ja' })];
    const id = await report(ann, ben);
    await as(operator).post('/moderation/act', {
      complaintId: id,
      action: 'warn',
      reason: 'Asking for money',
    });
    expect(await fromService(ben)).toEqual([
      t('ja', 'moderation.warning', { reason: 'Asking for money' }),
    ]);
  });

  it('removes only a dynamic of the reported member', async () => {
    const [ann, ben] = [await registerUser(app), await registerUser(app)];
    const id = await report(ann, ben);
    const others = await publish(app, ann);
    const bens = await publish(app, ben);
    const wrong = await as(operator).post('/moderation/act', {
      complaintId: id,
      action: 'removeContent',
      dynamicId: others.id,
      reason: 'Spam',
    });
    expect(wrong).toMatchObject({ status: 400, code: 400 });
    const missing = await as(operator).post('/moderation/act', {
      complaintId: id,
      action: 'removeContent',
      reason: 'Spam',
    });
    expect(missing).toMatchObject({ status: 400 });
    const done = await as(operator).post('/moderation/act', {
      complaintId: id,
      action: 'removeContent',
      dynamicId: bens.id,
      reason: 'Spam',
    });
    expect(done.data).toMatchObject({ action: 'removeContent', dynamicId: bens.id });
    expect((await as(ann).get('/dynamic/dynamic-info', { id: bens.id })).status).toBe(404);
    expect((await as(ann).get('/dynamic/dynamic-info', { id: others.id })).status).toBe(200);
  });

  it('suspends: sessions end, no login until the date, then back', async () => {
    const [ann, ben] = [await registerUser(app), await registerUser(app)];
    const id = await report(ann, ben);
    const missingDays = await as(operator).post('/moderation/act', {
      complaintId: id,
      action: 'suspend',
      reason: 'Fraud',
    });
    expect(missingDays.status).toBe(400);
    await as(operator).post('/moderation/act', {
      complaintId: id,
      action: 'suspend',
      days: 7,
      reason: 'Fraud',
    });
    expect((await as(ben).get('/account/my-info')).code).toBe(401);
    const until = new Date(app.clock.now.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(await login(ben)).toMatchObject({
      status: 400,
      code: 1013,
      msg: t('en', 'code.1013', { until }),
    });
    app.clock.advance(7 * 86_400_000 + minute);
    expect((await login(ben)).code).toBe(200);
  });

  it('bans: sessions end, the account is gone for others and cannot log in', async () => {
    const [ann, ben] = [await registerUser(app), await registerUser(app)];
    const id = await report(ann, ben);
    await as(operator).post('/moderation/act', { complaintId: id, action: 'ban', reason: 'Scam' });
    expect((await as(ben).get('/account/my-info')).code).toBe(401);
    expect(await login(ben)).toMatchObject({ status: 400, code: 1014 });
    expect((await as(ann).get('/user/info', { userId: ben.id })).status).toBe(404);
    expect((await as(ann).get('/user/search', { content: String(ben.account) })).data.total).toBe(
      0,
    );
    // The operator still sees the case and its people, and the history of the member.
    const context = (await as(operator).get('/moderation/complaint-context', { id })).data;
    expect(context.history[0]).toMatchObject({ action: 'ban', targetId: ben.id });
  });
});
