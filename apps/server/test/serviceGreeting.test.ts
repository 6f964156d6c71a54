/**
 * Customer service greets every new member (issue 18, domains/chat/serverMessages.ts): one text,
 * in the member's interface language, written with the user, so the first session list shows the
 * service conversation with one unread message. On Easemob it is queued and sent through the REST
 * API, and Easemob being down neither fails the registration nor loses the greeting.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { greetNewMember } from '../src/domains/chat/serverMessages.ts';
import { countUnsentOutbox } from '../src/domains/chat/queries/outbox.ts';
import { languages } from '../src/i18n/languages.ts';
import { t } from '../src/i18n/translate.ts';
import { POST_SEND_PATH } from '../src/providers/chat/easemob/callbacks.ts';
import { setUpEasemobApp } from './support/easemobApp.ts';
import { postSendCallbackFor } from './support/fakeEasemob.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { codeFor, registerUser, registrationBody, type RegisteredUser } from './support/users.ts';

const greeting = (language: (typeof languages)[number]) => t(language, 'chat.serviceGreeting');

/** Registers through the API with the interface language given only by the `language` header. */
async function registerWithHeader(app: TestApp, language: string): Promise<RegisteredUser> {
  const email = `greeted-${language}-${Date.now()}@example.com`;
  const password = 'secret-pass1';
  await app.call('POST', '/account/verification-code', {
    body: { email, purpose: 'register' },
    language,
  });
  app.clock.advance(61_000);
  const result = await app.call('POST', '/account/register', {
    body: registrationBody({ email, code: codeFor(app, email), password, nickname: 'Greeted' }),
    language,
  });
  expect(result.code).toBe(200);
  const info = result.data.userInfo;
  return {
    id: info.id,
    account: info.account,
    email,
    password,
    token: result.data.token,
    imAccount: info.imAccount,
  };
}

describe('the greeting on the local chat gateway', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const serviceMessagesTo = (user: RegisteredUser) =>
    app.services.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('to_im', '=', user.imAccount)
      .where('from_im', '=', app.services.config.SERVICE_IM_ACCOUNT)
      .execute();

  it('greets a new member once, in the language of the registration’s header', async () => {
    const member = await registerWithHeader(app, 'de');
    const list = await app.call('POST', '/message/user-session-list', {
      token: member.token,
      language: 'de',
    });
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      imAccount: app.services.config.SERVICE_IM_ACCOUNT,
      userType: 2,
      pinned: true,
      unread_num: 1,
      lastMessage: { type: 'txt', msg: greeting('de') },
    });
    const unread = await app.call('GET', '/message/unread-message', { token: member.token });
    expect(unread.data).toMatchObject({ conversations: 1, service: 1 });

    const [message, ...more] = await serviceMessagesTo(member);
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      type: 'txt',
      msg: greeting('de'),
      ext: { platform: 'Server', brand: 'Heartline' },
      read_at: null,
    });
  });

  it('speaks the interface language chosen in the form over the header’s', async () => {
    const member = await registerUser(app, { language: 'ja' });
    const [message] = await serviceMessagesTo(member);
    expect(message?.msg).toBe(greeting('ja'));
  });

  it('greets once however often it is asked for the same member', async () => {
    const member = await registerUser(app);
    const user = await app.services.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    await app.services.db
      .transaction()
      .execute((trx) => greetNewMember(trx, app.services, user, app.clock.now));
    expect(await serviceMessagesTo(member)).toHaveLength(1);
  });

  it('has a greeting of its own in each of the eight languages', () => {
    const texts = languages.map(greeting);
    expect(new Set(texts).size).toBe(languages.length);
    for (const text of texts) expect(text).toContain('Heartline');
  });
});

describe('the greeting on Easemob', () => {
  const world = setUpEasemobApp();
  const sentTo = (user: RegisteredUser) =>
    world.easemob.state.messages.filter((m) => m.to === user.imAccount);

  it('is sent through the REST API as a text from customer service, and listed once stored', async () => {
    const member = await registerUser(world.app, { language: 'es' });
    await vi.waitFor(() => expect(sentTo(member)).toHaveLength(1));
    expect(sentTo(member)[0]).toMatchObject({
      from: world.app.services.config.SERVICE_IM_ACCOUNT,
      type: 'txt',
      body: { msg: greeting('es') },
      ext: { platform: 'Server', brand: 'Heartline' },
    });
    // The outbox marks it sent once Easemob answered, just after the fake recorded it.
    await vi.waitFor(async () => expect(await countUnsentOutbox(world.app.services.db)).toBe(0));

    // Easemob's post-send callback for it (REST messages come through it too) stores it for the
    // session list, as it stores every message.
    const sent = sentTo(member)[0]!;
    const stored = await world.app.inject({
      method: 'POST',
      url: POST_SEND_PATH,
      payload: postSendCallbackFor(sent, world.app.clock.now.getTime()),
    });
    expect(stored.json()).toMatchObject({ outcome: 'stored' });
    const list = await world.app.call('POST', '/message/user-session-list', {
      token: member.token,
      language: 'es',
    });
    expect(list.data[0]).toMatchObject({
      imAccount: world.app.services.config.SERVICE_IM_ACCOUNT,
      pinned: true,
      unread_num: 1,
      lastMessage: { type: 'txt', msg: greeting('es') },
    });
  });

  it('does not fail the registration while Easemob is down, and is sent once it answers', async () => {
    await vi.waitFor(async () => expect(await countUnsentOutbox(world.app.services.db)).toBe(0));
    // More failures than the REST client's attempts: the first round gives up.
    world.easemob.failNext('/messages/users', 503, 3);
    const member = await registerUser(world.app);
    const refused = () =>
      world.easemob.state.requests.filter(
        (r) => r.path.endsWith('/messages/users') && r.status === 503,
      );
    await vi.waitFor(() => expect(refused()).toHaveLength(3), { timeout: 10_000 });
    expect(sentTo(member)).toHaveLength(0);
    expect(await countUnsentOutbox(world.app.services.db)).toBe(1);
    // The failed round's lease runs out (30 s in production): another round sends it, once.
    await sql`update chat_outbox set leased_until = now() - interval '1 second'
      where sent_at is null`.execute(world.app.services.db);
    await vi.waitFor(() => expect(sentTo(member)).toHaveLength(1), { timeout: 10_000 });
    expect(sentTo(member)[0]).toMatchObject({ type: 'txt', body: { msg: greeting('en') } });
  });
});
