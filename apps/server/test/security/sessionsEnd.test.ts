/**
 * Sessions end everywhere: logging out, changing or resetting the password and cancelling the
 * account end the chat too. Every open chat socket of the account is told why (`loggedOut`) and
 * closed with 4009 (pushed when the session ends: the idle sweep would close with another code and
 * no frame; how fast is not asserted, shared machines are noisy), the old chat password opens nothing, the old chat session
 * cannot be resumed, and the REST token is refused.
 *
 * The hole: the chat password (users.im_password) stayed valid and open chat sockets stayed
 * connected after a logout, a password change or a cancellation, so whoever had them kept
 * reading and sending the account's messages.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { t } from '../../src/i18n/translate.ts';
import { listenForChat } from '../support/chatWorld.ts';
import { rawLogin, rawSocket, type RawSocket } from '../support/rawSocket.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { registerUser, type RegisteredUser } from '../support/users.ts';

let app: TestApp;
let url: string;

beforeAll(async () => {
  app = await createTestApp();
  url = await listenForChat(app);
  app.clock.now = new Date();
});
afterAll(() => app.close());

const NEW_PASSWORD = 'brand-new-pass-7';

const imPasswordOf = async (userId: number) =>
  (
    await app.services.db
      .selectFrom('users')
      .select('im_password')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).im_password;

/** The code mailed now to the address (the newest mail, sent after the answer: waited for). */
async function mailedCode(email: string, purpose: string): Promise<string> {
  // One send a minute per address: move past the registration's.
  app.clock.advance(61_000);
  const before = app.mailbox!.to(email).length;
  const sent = await app.call('POST', '/account/verification-code', { body: { email, purpose } });
  expect(sent.code).toBe(200);
  return vi.waitFor(() => {
    const mails = app.mailbox!.to(email);
    const code = mails.length > before ? mails[0]!.text.match(/\b\d{4}\b/)?.[0] : undefined;
    if (!code) throw new Error('no code yet');
    return code;
  });
}

const endings = {
  logout: (user: RegisteredUser) => app.call('POST', '/account/logout', { token: user.token }),
  'password change': (user: RegisteredUser) =>
    app.call('POST', '/account/update-pass', {
      token: user.token,
      body: { oldPassword: user.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    }),
  'password reset': async (user: RegisteredUser) => {
    const code = await mailedCode(user.email, 'reset-password');
    return app.call('POST', '/account/update-pass', {
      body: { email: user.email, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
  },
  cancellation: async (user: RegisteredUser) => {
    const code = await mailedCode(user.email, 'cancel-account');
    return app.call('POST', '/account/cancel-account', { token: user.token, body: { code } });
  },
};

const cases = [
  ['logout', 'logout', 'chat.endedByLogout'],
  ['password change', 'passwordChanged', 'chat.endedByPasswordChange'],
  ['password reset', 'passwordChanged', 'chat.endedByPasswordChange'],
  ['cancellation', 'cancelled', 'chat.endedByCancellation'],
] as const;

/** A registered user logged in to chat on a raw socket, and a second REST login (device). */
async function chattingUser(language = 'en') {
  const user = await registerUser(app);
  const imPassword = await imPasswordOf(user.id);
  const socket = rawSocket(url);
  const welcome = await rawLogin(
    socket,
    { user: user.imAccount, password: imPassword },
    { language },
  );
  expect(welcome.type).toBe('welcome');
  const otherDevice = await app.call('POST', '/account/login', {
    body: { account: user.email, password: user.password },
  });
  expect(otherDevice.code).toBe(200);
  return {
    user,
    imPassword,
    socket,
    session: welcome.session as string,
    otherToken: otherDevice.data.token as string,
  };
}

/** The socket's loggedOut frame and close code. */
async function ended(socket: RawSocket) {
  const frame = await socket.next((f) => f.type === 'loggedOut');
  const code = await socket.closed;
  return { frame, code };
}

async function tryLogin(credentials: { user: string; password: string }, extra = {}) {
  const socket = rawSocket(url);
  const answer = await rawLogin(socket, credentials, extra);
  const closed =
    answer.type === 'welcome' ? (socket.close(), await socket.closed) : await socket.closed;
  return { answer, closed };
}

describe('ending sessions ends the chat everywhere', () => {
  it.each(cases)(
    '%s: the open chat socket is told why and closed with 4009',
    async (ending, reason, key) => {
      const { user, socket } = await chattingUser('de');
      expect((await endings[ending](user)).code).toBe(200);
      const { frame, code } = await ended(socket);
      expect(frame).toEqual({ type: 'loggedOut', reason, msg: t('de', key) });
      expect(code).toBe(4009);
    },
  );

  it.each(cases)(
    '%s: the old chat password and the old chat session open nothing',
    async (ending) => {
      const { user, imPassword, socket, session } = await chattingUser();
      expect((await endings[ending](user)).code).toBe(200);
      await socket.closed;
      expect(await imPasswordOf(user.id)).not.toBe(imPassword);

      const old = { user: user.imAccount, password: imPassword };
      const fresh = await tryLogin(old);
      expect(fresh.answer).toMatchObject({ type: 'error', code: 1006 });
      expect(fresh.closed).toBe(4002);
      const resumed = await tryLogin(old, { resume: { session, cursor: 0 } });
      expect(resumed.answer).toMatchObject({ type: 'error', code: 1006 });
      expect(resumed.closed).toBe(4002);
    },
  );

  it.each(cases)('%s: the REST token is refused', async (ending) => {
    const { user, socket } = await chattingUser();
    expect((await endings[ending](user)).code).toBe(200);
    await socket.closed;
    expect((await app.call('GET', '/account/my-info', { token: user.token })).code).toBe(401);
  });

  it("logout ends this device's API session only; the others stay open (openapi logout)", async () => {
    const { user, socket, otherToken } = await chattingUser();
    await endings.logout(user);
    await socket.closed;
    expect((await app.call('GET', '/account/my-info', { token: otherToken })).code).toBe(200);
  });

  it.each(cases.filter(([ending]) => ending !== 'logout'))(
    '%s ends every API session of the account',
    async (ending) => {
      const { user, socket, otherToken } = await chattingUser();
      await endings[ending](user);
      await socket.closed;
      expect((await app.call('GET', '/account/my-info', { token: otherToken })).code).toBe(401);
    },
  );

  it('after a logout, the next login gets a new chat password that works; the old session stays ended', async () => {
    const { user, imPassword, socket, session } = await chattingUser();
    await endings.logout(user);
    await socket.closed;
    const again = await app.call('POST', '/account/login', {
      body: { account: user.email, password: user.password },
    });
    const renewed = { user: user.imAccount, password: again.data.userInfo.imPassword as string };
    expect(renewed.password).not.toBe(imPassword);
    const resuming = rawSocket(url);
    await resuming.send({ type: 'login', rid: 'r', ...renewed, resume: { session, cursor: 0 } });
    const answer = await resuming.next((f) => f.rid === 'r' || f.type === 'kicked');
    expect(answer.type).toBe('kicked');
    expect(await resuming.closed).toBe(4001);
    const fresh = await tryLogin(renewed);
    expect(fresh.answer).toMatchObject({ type: 'welcome', resumed: false });
  });

  it('a login still under way when the sessions end is ended too', async () => {
    const { user, imPassword } = await chattingUser();
    const socket = rawSocket(url);
    // The login checks the password, then its session is ended before it is registered.
    const original = app.gateway.registry.add.bind(app.gateway.registry);
    const spy = vi.spyOn(app.gateway.registry, 'add').mockImplementationOnce((connection) => {
      app.services.sessionEnds.announce({
        imAccount: user.imAccount,
        imPassword: 'new-password',
        reason: 'passwordChanged',
      });
      return original(connection);
    });
    await rawLogin(socket, { user: user.imAccount, password: imPassword });
    const { frame, code } = await ended(socket);
    expect(frame.reason).toBe('passwordChanged');
    expect(code).toBe(4009);
    spy.mockRestore();
  });
});

describe('through the fan-out', () => {
  it('the REST side publishes the end to the fan-out, which every server process hears', async () => {
    const { user, socket } = await chattingUser();
    const published = vi.spyOn(app.gateway, 'publish');
    await endings['password change'](user);
    await socket.closed;
    expect(published).toHaveBeenCalledWith([
      { kind: 'endSession', user: user.imAccount, reason: 'passwordChanged' },
    ]);
    published.mockRestore();
  });

  it("an end heard from the fan-out (another process's) closes this process's sockets", async () => {
    const { user, socket } = await chattingUser('es');
    app.gateway.publish([{ kind: 'endSession', user: user.imAccount, reason: 'banned' }]);
    const { frame, code } = await ended(socket);
    expect(frame).toEqual({ type: 'loggedOut', reason: 'banned', msg: t('es', 'chat.endedByBan') });
    expect(code).toBe(4009);
  });
});
