/**
 * The Easemob REST client against the fake Easemob (test/support/fakeEasemob.ts): what each call
 * does there, how the app token is fetched, shared and renewed, which failures are retried and
 * which are not, and that its log never holds the client secret, a token or a password.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EasemobError } from '../src/providers/chat/easemob/EasemobError.ts';
import { EasemobRestClient, type EasemobRestOptions } from '../src/providers/chat/easemob/rest.ts';
import {
  FAKE_APP,
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  FAKE_ORG,
  startFakeEasemob,
  type FakeEasemob,
} from './support/fakeEasemob.ts';

let fake: FakeEasemob;

beforeEach(async () => {
  fake = await startFakeEasemob();
});
afterEach(async () => {
  vi.useRealTimers();
  await fake.close();
});

/** A client of the fake, with short waits, and the lines its (real, pino) logger wrote. */
function clientOf(target: FakeEasemob, options: Partial<EasemobRestOptions> = {}) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const client = new EasemobRestClient({
    host: target.url,
    orgName: FAKE_ORG,
    appName: FAKE_APP,
    clientId: FAKE_CLIENT_ID,
    clientSecret: FAKE_CLIENT_SECRET,
    log: Fastify({ logger: { level: 'debug', stream } }).log,
    timeoutMs: 1000,
    retryBaseMs: 20,
    ...options,
  });
  return { client, lines };
}

/** The statuses the fake answered on one path, in order (0: no answer). */
function statusesOf(path: string): number[] {
  return fake.state.requests.filter((r) => r.path === path).map((r) => r.status);
}

/** The error a promise rejects with. */
async function failureOf(promise: Promise<unknown>): Promise<EasemobError> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EasemobError);
  return error as EasemobError;
}

describe('each call', () => {
  it('registers a user, and answers false for a name Easemob already has', async () => {
    const { client } = clientOf(fake);
    await expect(client.createUser('u100001', 'im-pass-1')).resolves.toBe(true);
    expect(fake.state.users.get('u100001')).toMatchObject({
      password: 'im-pass-1',
      activated: true,
    });
    await expect(client.createUser('u100001', 'another')).resolves.toBe(false);
    expect(fake.state.users.get('u100001')?.password).toBe('im-pass-1');
    expect(statusesOf('/users')).toEqual([200, 400]);
  });

  it('replaces a password, which ends the user tokens given before', async () => {
    const { client } = clientOf(fake);
    await client.createUser('u100001', 'im-pass-1');
    await client.userToken('u100001', 3600);
    await client.setPassword('u100001', 'im-pass-2');
    expect(fake.state.users.get('u100001')?.password).toBe('im-pass-2');
    expect(fake.state.userTokens.map((t) => t.valid)).toEqual([false]);
  });

  it('forces a user offline, then deactivates them: no token for them any more', async () => {
    const { client } = clientOf(fake);
    await client.createUser('u100001', 'im-pass-1');
    await client.disconnect('u100001');
    expect(fake.state.disconnects.get('u100001')).toBe(1);
    await client.deactivate('u100001');
    expect(fake.state.users.get('u100001')?.activated).toBe(false);
    const refused = await failureOf(client.userToken('u100001', 3600));
    expect(refused).toMatchObject({ status: 400, error: 'invalid_grant' });
  });

  it('gives a user token for the web SDK, registering the user when missing', async () => {
    const { client } = clientOf(fake);
    const token = await client.userToken('u100002', 86_400);
    expect(token).toEqual({ token: expect.any(String), expiresIn: 86_400 });
    expect(fake.state.userTokens).toEqual([
      { username: 'u100002', token: token.token, ttl: 86_400, valid: true },
    ]);
    expect(fake.state.users.get('u100002')).toMatchObject({ activated: true, password: null });
  });

  it('sends text and custom messages in a user’s name and answers their ids', async () => {
    const { client } = clientOf(fake);
    const text = await client.sendMessage({
      from: 'u100001',
      to: 'u100002',
      type: 'txt',
      msg: '你好',
      ext: { translation: 'Hello' },
    });
    const redPacket = await client.sendMessage({
      from: 'u100001',
      to: 'u100002',
      type: 'custom',
      customEvent: 'redPacket',
      customExts: { packetId: '9001', amount: '50' },
      ext: { customType: 'redPacket' },
      syncToSender: true,
    });
    expect(fake.state.messages).toEqual([
      {
        id: text,
        from: 'u100001',
        to: 'u100002',
        type: 'txt',
        body: { msg: '你好' },
        ext: { translation: 'Hello' },
        syncDevice: false,
      },
      {
        id: redPacket,
        from: 'u100001',
        to: 'u100002',
        type: 'custom',
        body: { customEvent: 'redPacket', customExts: { packetId: '9001', amount: '50' } },
        ext: { customType: 'redPacket' },
        // The sender's own devices get it too (sync_device).
        syncDevice: true,
      },
    ]);
    expect(text).not.toBe(redPacket);
  });
});

describe('the app token', () => {
  it('is asked for once and used by every call', async () => {
    const { client } = clientOf(fake);
    await client.createUser('u100001', 'im-pass-1');
    await client.setPassword('u100001', 'im-pass-2');
    await client.disconnect('u100001');
    await client.sendMessage({ from: 'admin', to: 'u100001', type: 'txt', msg: 'Welcome' });
    expect(statusesOf('/token')).toEqual([200]);
    expect(fake.state.appTokens.size).toBe(1);
  });

  it('is asked for once by calls that all need it at the same moment', async () => {
    const { client } = clientOf(fake);
    const names = ['u100001', 'u100002', 'u100003', 'u100004', 'u100005'];
    await Promise.all(names.map((name) => client.createUser(name, 'im-pass-1')));
    expect(statusesOf('/token')).toEqual([200]);
    expect([...fake.state.users.keys()].sort()).toEqual(names);
  });

  it('is renewed when a tenth of its life is left, while it still works', async () => {
    const shortLived = await startFakeEasemob({ appTokenTtlSeconds: 1000 });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      const { client } = clientOf(shortLived);
      await client.createUser('u100001', 'im-pass-1');
      vi.setSystemTime(start + 850_000);
      await client.disconnect('u100001');
      expect(shortLived.state.appTokens.size).toBe(1);
      vi.setSystemTime(start + 910_000);
      await client.disconnect('u100001');
      expect(shortLived.state.appTokens.size).toBe(2);
      // Renewed before Easemob refused anything.
      expect(shortLived.state.requests.map((r) => r.status)).not.toContain(401);
    } finally {
      await shortLived.close();
    }
  });

  it('reads expires_in in milliseconds where a cluster answers so: renewed neither late nor early', async () => {
    const milliseconds = await startFakeEasemob({
      appTokenTtlSeconds: 5_184_000,
      expiresInMilliseconds: true,
    });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      const { client } = clientOf(milliseconds);
      await client.createUser('u100001', 'im-pass-1');
      // 60 days, renewed with an hour left (read as seconds, it would last 164 years).
      vi.setSystemTime(start + 59 * 86_400_000);
      await client.disconnect('u100001');
      expect(milliseconds.state.appTokens.size).toBe(1);
      vi.setSystemTime(start + 60 * 86_400_000 - 1_800_000);
      await client.disconnect('u100001');
      expect(milliseconds.state.appTokens.size).toBe(2);
      expect(milliseconds.state.requests.map((r) => r.status)).not.toContain(401);
      // A user token's lifetime in seconds, as asked.
      expect(await client.userToken('u100002', 3600)).toMatchObject({ expiresIn: 3600 });
    } finally {
      await milliseconds.close();
    }
  });

  it('still serves while it lives when its renewal fails, and is renewed later', async () => {
    const shortLived = await startFakeEasemob({ appTokenTtlSeconds: 1000 });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      const { client } = clientOf(shortLived);
      await client.createUser('u100001', 'im-pass-1');
      vi.setSystemTime(start + 910_000);
      shortLived.failNext('/token', 503, 3);
      await client.disconnect('u100001');
      expect(shortLived.state.disconnects.get('u100001')).toBe(1);
      await client.disconnect('u100001');
      expect(
        shortLived.state.requests.filter((r) => r.path === '/token').map((r) => r.status),
      ).toEqual([200, 503, 503, 503, 200]);
    } finally {
      await shortLived.close();
    }
  });

  it('is asked for again when Easemob answers 401, and the call then passes', async () => {
    const { client } = clientOf(fake);
    await client.createUser('u100001', 'im-pass-1');
    fake.revokeAppTokens();
    await client.disconnect('u100001');
    expect(statusesOf('/users/u100001/disconnect')).toEqual([401, 200]);
    expect(statusesOf('/token')).toEqual([200, 200]);
  });

  it('is refused for wrong client credentials, without retrying', async () => {
    const { client } = clientOf(fake, { clientSecret: 'YXA6-not-the-secret' });
    const refused = await failureOf(client.createUser('u100001', 'im-pass-1'));
    expect(refused).toMatchObject({
      status: 400,
      error: 'invalid_grant',
      errorDescription: 'client_secret does not match',
    });
    expect(statusesOf('/token')).toEqual([400]);
    expect(statusesOf('/users')).toEqual([]);
  });
});

describe('failures', () => {
  const disconnectPath = '/users/u100001/disconnect';

  beforeEach(() => {
    fake.state.users.set('u100001', {
      uuid: 'c1d5e2a0-0000-4000-8000-000000000001',
      username: 'u100001',
      password: 'im-pass-1',
      activated: true,
      created: Date.now(),
      modified: Date.now(),
    });
  });

  it('waits as long as Retry-After says after a 429, then passes', async () => {
    const { client } = clientOf(fake);
    fake.failNext(disconnectPath, 429, 1, { retryAfterSeconds: 1 });
    await client.disconnect('u100001');
    const [limited, passed] = fake.state.requests.filter((r) => r.path === disconnectPath);
    expect([limited?.status, passed?.status]).toEqual([429, 200]);
    expect(passed!.at - limited!.at).toBeGreaterThanOrEqual(950);
  });

  it('does not wait for a Retry-After longer than it may: the 429 is raised', async () => {
    const { client } = clientOf(fake);
    fake.failNext(disconnectPath, 429, 1, { retryAfterSeconds: 3600 });
    const refused = await failureOf(client.disconnect('u100001'));
    expect(refused).toMatchObject({ status: 429, error: 'reach_limit' });
    expect(statusesOf(disconnectPath)).toEqual([429]);
  });

  it('retries 5xx answers, a gateway’s HTML page included, until one passes', async () => {
    const { client } = clientOf(fake);
    fake.failNext(disconnectPath, 503, 1);
    fake.failNext(disconnectPath, 500, 1);
    await client.disconnect('u100001');
    expect(statusesOf(disconnectPath)).toEqual([503, 500, 200]);
  });

  it('gives up after maxAttempts and raises the last failure', async () => {
    const { client } = clientOf(fake, { maxAttempts: 3 });
    fake.failNext(disconnectPath, 500, 5);
    const failed = await failureOf(client.disconnect('u100001'));
    expect(failed).toMatchObject({ status: 500, error: 'internal_server_error' });
    expect(statusesOf(disconnectPath)).toEqual([500, 500, 500]);
  });

  it('retries a call that timed out, and one whose connection broke', async () => {
    const { client } = clientOf(fake, { timeoutMs: 300 });
    fake.failNext(disconnectPath, 'timeout', 1);
    fake.failNext(disconnectPath, 'reset', 1);
    await client.disconnect('u100001');
    expect(statusesOf(disconnectPath)).toEqual([0, 0, 200]);
    expect(fake.state.disconnects.get('u100001')).toBe(1);
  });

  it('raises a timeout when no attempt is answered', async () => {
    const { client } = clientOf(fake, { timeoutMs: 200, maxAttempts: 2 });
    fake.failNext(disconnectPath, 'timeout', 2);
    const failed = await failureOf(client.disconnect('u100001'));
    expect(failed).toMatchObject({ status: 0, error: 'timeout' });
  });

  it('does not send a message again after a timeout or a 500, but does after a 429', async () => {
    const { client } = clientOf(fake, { timeoutMs: 300 });
    const message = { from: 'u100001', to: 'u100002', type: 'txt', msg: 'Hi' } as const;
    fake.failNext('/messages/users', 'timeout', 1);
    expect(await failureOf(client.sendMessage(message))).toMatchObject({ error: 'timeout' });
    fake.failNext('/messages/users', 500, 1);
    expect(await failureOf(client.sendMessage(message))).toMatchObject({ status: 500 });
    fake.failNext('/messages/users', 429, 1);
    await client.sendMessage(message);
    expect(statusesOf('/messages/users')).toEqual([0, 500, 429, 200]);
    expect(fake.state.messages).toHaveLength(1);
  });

  it('raises a 400 at once, with Easemob’s error code and description', async () => {
    const { client } = clientOf(fake);
    const refused = await failureOf(
      client.sendMessage({
        from: 'u100001',
        to: 'u100002',
        type: 'custom',
        customEvent: 'red packet!',
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      error: 'invalid_request_body',
      errorDescription: 'Request body is invalid. Please check body is correct.',
    });
    expect(statusesOf('/messages/users')).toEqual([400]);
  });

  it('raises Easemob’s 404 for an org or app it does not have, without retrying', async () => {
    const { client } = clientOf(fake, { appName: 'heartline-typo' });
    const missing = await failureOf(client.disconnect('u100001'));
    expect(missing).toMatchObject({ status: 404, error: 'organization_application_not_found' });
    expect(fake.state.requests).toHaveLength(1);
  });

  it('raises Easemob’s 404 for a user it does not have, without retrying', async () => {
    const { client } = clientOf(fake);
    const missing = await failureOf(client.deactivate('u199999'));
    expect(missing).toMatchObject({ status: 404, error: 'service_resource_not_found' });
    expect(statusesOf('/users/u199999/deactivate')).toEqual([404]);
  });
});

describe('the log', () => {
  it('has each call at debug level, and never the secret, a token or a password', async () => {
    const { client, lines } = clientOf(fake);
    await client.createUser('u100001', 'im-pass-1');
    await client.setPassword('u100001', 'im-pass-2');
    const userToken = await client.userToken('u100001', 3600);
    fake.revokeAppTokens();
    await client.disconnect('u100001');
    await client.sendMessage({ from: 'u100001', to: 'u100002', type: 'txt', msg: 'Hi' });
    await failureOf(client.createUser('U 1', 'im-pass-3'));

    const entries = lines.map((line) => JSON.parse(line));
    expect(entries.filter((e) => e.msg === 'easemob: call')).toContainEqual(
      expect.objectContaining({
        level: 20,
        method: 'PUT',
        path: '/users/u100001/password',
        status: 200,
        durationMs: expect.any(Number),
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ path: '/users', status: 400, error: 'illegal_argument' }),
    );
    const written = lines.join('');
    const secrets = [
      FAKE_CLIENT_SECRET,
      ...fake.state.appTokens.keys(),
      userToken.token,
      'im-pass-1',
      'im-pass-2',
      'im-pass-3',
    ];
    expect(fake.state.appTokens.size).toBe(2);
    for (const secret of secrets) expect(written).not.toContain(secret);
  });
});
