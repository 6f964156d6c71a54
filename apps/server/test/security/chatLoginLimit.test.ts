/**
 * The chat gateway's login limit slows whoever guesses, not the owner: failed logins are counted
 * per address and account, in the database, and a login with the right password is never
 * locked out.
 *
 * The hole: ten wrong chat passwords for the public chat account name (u<account>) locked the
 * real user out of chat for an hour, counted in one process's memory.
 */
import type { AddressInfo } from 'node:net';
import { normalizeIP } from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SERVICE_IM_PASSWORD } from '../../src/config.ts';
import { t } from '../../src/i18n/translate.ts';
import { createChatUser } from '../support/chatWorld.ts';
import { rawLogin, rawSocket } from '../support/rawSocket.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

const LIMIT = 3;

let app: TestApp;
/** The same gateway reached from two client addresses: IPv4 and IPv6 loopback. */
let guesserUrl: string;
let ownerUrl: string;

beforeAll(async () => {
  app = await createTestApp({ LOGIN_FAILURES_PER_HOUR: String(LIMIT) });
  await app.app.listen({ host: '::', port: 0 });
  const { port } = app.app.server.address() as AddressInfo;
  guesserUrl = `ws://[::1]:${port}/api/im`;
  ownerUrl = `ws://127.0.0.1:${port}/api/im`;
  app.clock.now = new Date();
});
afterAll(() => app.close());

async function login(url: string, user: string, password: string, language = 'en') {
  const socket = rawSocket(url);
  const answer = await rawLogin(socket, { user, password }, { language });
  socket.close();
  return answer;
}

async function guess(user: string, times: number) {
  const answers = [];
  for (let i = 0; i < times; i += 1) answers.push(await login(guesserUrl, user, `guess-${i}`));
  return answers.map((a) => a.code as number);
}

describe('chat login limit', () => {
  it('wrong passwords from one address slow that address and leave the owner elsewhere alone', async () => {
    const owner = await createChatUser(app.services);
    expect(await guess(owner.imAccount, LIMIT + 2)).toEqual([
      ...Array<number>(LIMIT).fill(1006),
      1007,
      1007,
    ]);
    const refused = await login(guesserUrl, owner.imAccount, 'one-more', 'de');
    expect(refused).toMatchObject({ type: 'error', code: 1007, msg: t('de', 'code.1007') });

    expect(await login(ownerUrl, owner.imAccount, owner.imPassword)).toMatchObject({
      type: 'welcome',
      user: owner.imAccount,
    });
  });

  it('never locks out the right password, even from the guessing address', async () => {
    const owner = await createChatUser(app.services);
    await guess(owner.imAccount, LIMIT + 1);
    expect(await login(guesserUrl, owner.imAccount, owner.imPassword)).toMatchObject({
      type: 'welcome',
      user: owner.imAccount,
    });
  });

  it('keeps the counts in the database, per address and account, for the hour', async () => {
    const owner = await createChatUser(app.services);
    await guess(owner.imAccount, 2);
    const rows = await app.services.db
      .selectFrom('rate_limit_hits')
      .select(['key', 'count', 'reset_at'])
      .where('key', 'like', `%${owner.imAccount}%`)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 2 });
    // The guesser's address (IPv6 by its /64 prefix, as the request limits count) and account.
    expect(rows[0]!.key).toBe(`chat-login:${normalizeIP('::1')}:${owner.imAccount}`);
    expect(rows[0]!.reset_at.getTime() - app.clock.now.getTime()).toBe(3_600_000);

    await guess(owner.imAccount, LIMIT);
    expect(await login(guesserUrl, owner.imAccount, 'again')).toMatchObject({ code: 1007 });
    app.clock.advance(3_600_000);
    expect(await login(guesserUrl, owner.imAccount, 'again')).toMatchObject({ code: 1006 });
  });

  it('a customer-service account (a chosen password) is closed to the guessing address only, before its password is checked', async () => {
    const service = 'hl_service';
    await guess(service, LIMIT);
    expect(await login(guesserUrl, service, DEV_SERVICE_IM_PASSWORD)).toMatchObject({
      code: 1007,
    });
    expect(await login(ownerUrl, service, DEV_SERVICE_IM_PASSWORD)).toMatchObject({
      type: 'welcome',
      user: service,
    });
  });

  it('right service logins do not use up the address budget', async () => {
    const service = 'hl_service_vip';
    for (let i = 0; i < LIMIT + 2; i += 1) {
      expect(await login(guesserUrl, service, DEV_SERVICE_IM_PASSWORD)).toMatchObject({
        type: 'welcome',
      });
    }
    expect(await guess(service, 1)).toEqual([1006]);
  });
});
