/**
 * The server's contract with Easemob's REST API (consumer heartline-server, provider easemob-rest):
 * one interaction per call the Easemob client makes, each driven by the real EasemobRestClient
 * against Pact's mock server, with the response shapes Easemob documents (the page of each call
 * is named in src/providers/chat/easemob/rest.ts). Every call first gets the app token, so each
 * test adds the token interaction beside its own.
 *
 * The contract is pinned in apps/server/pacts/ (committed). Pact writes to a temporary folder and
 * the file is replaced, formatted, only when every interaction here ran and passed: a run
 * narrowed to some tests, or a failing one, leaves the committed contract as it was. The provider
 * verification (provider.test.ts) reads the web client's contract in packages/sdk/pacts, never
 * this one.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MatchersV3 as M, PactV4, SpecificationVersion } from '@pact-foundation/pact';
import Fastify from 'fastify';
import * as prettier from 'prettier';
import { afterAll, expect, it } from 'vitest';
import { EasemobRestClient } from '../../src/providers/chat/easemob/rest.ts';

const ORG = 'heartline-org';
const APP = 'heartline';
const BASE = `/${ORG}/${APP}`;
const CLIENT_ID = 'YXA6-example-client-id';
const CLIENT_SECRET = 'YXA6-example-client-secret';
const APP_TOKEN = 'YWMte3bGuOukEeiTkNP4grL7iwAAAAAAAAAAAAAAAAAAAAGL4CTw6XgR6LaXXVmNX4QCAgMAAAFn';
const USER_TOKEN = 'YWMthyeiFhbyEe2eMGeYZSLlT7sMrFep3U6BvVj7KSnNonUiDB-wFvIR7a5Ttx2-01MYAwMAAAGC';
const PACT_FILE = 'heartline-server-easemob-rest.json';

const pinnedDir = path.resolve(import.meta.dirname, '../../pacts');
const writtenDir = mkdtempSync(path.join(tmpdir(), 'heartline-easemob-pact-'));

const pact = new PactV4({
  consumer: 'heartline-server',
  provider: 'easemob-rest',
  dir: writtenDir,
  spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
  logLevel: 'warn',
});

/** The real client at the mock server; one attempt, so a mismatch fails at once. */
function clientAt(url: string): EasemobRestClient {
  return new EasemobRestClient({
    host: url,
    orgName: ORG,
    appName: APP,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    log: Fastify().log,
    maxAttempts: 1,
  });
}

const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
/** The headers of every call but the token grant: the app token the grant answered. */
const withAppToken = {
  Accept: 'application/json',
  Authorization: M.regex('^Bearer \\S+$', `Bearer ${APP_TOKEN}`),
};
const withAppTokenAndBody = { ...withAppToken, 'Content-Type': 'application/json' };

/** A user entity as Easemob answers it: the name exactly, the rest by type. */
function userEntity(username: string, activated: boolean) {
  return {
    uuid: M.uuid('0ffe2d80-ed76-11e8-8d66-279e3e1c214b'),
    type: 'user',
    created: M.integer(1542795196504),
    modified: M.integer(1542795196504),
    username,
    activated,
  };
}
const timing = { timestamp: M.integer(1542795196515), duration: M.integer(0) };

/** The client-credentials grant every test's first call makes. */
function appTokenGrant(): void {
  pact
    .addInteraction()
    .uponReceiving('a request for an app token with the client credentials')
    .withRequest('POST', `${BASE}/token`, (b) =>
      b.headers(json).jsonBody({
        grant_type: 'client_credentials',
        client_id: M.string(CLIENT_ID),
        client_secret: M.string(CLIENT_SECRET),
      }),
    )
    .willRespondWith(200, (b) =>
      b.jsonBody({
        access_token: M.string(APP_TOKEN),
        expires_in: M.integer(5184000),
        application: M.uuid('8be024f0-e978-11e8-b697-5d598d5f8402'),
      }),
    );
}

let declared = 0;
let passed = 0;

/** A test of one interaction; the contract is pinned only if all of them pass. */
function contract(name: string, test: () => Promise<void>): void {
  declared += 1;
  it(name, async () => {
    appTokenGrant();
    await test();
    passed += 1;
  });
}

afterAll(async () => {
  try {
    if (declared === 0 || passed !== declared) return;
    const target = path.join(pinnedDir, PACT_FILE);
    const written = readFileSync(path.join(writtenDir, PACT_FILE), 'utf8');
    const options = await prettier.resolveConfig(target);
    mkdirSync(pinnedDir, { recursive: true });
    writeFileSync(target, await prettier.format(written, { ...options, filepath: target }));
  } finally {
    rmSync(writtenDir, { recursive: true, force: true });
  }
});

contract('registers a user', async () => {
  await pact
    .addInteraction()
    .given('user u100001 does not exist', { username: 'u100001' })
    .uponReceiving('a request to register user u100001')
    .withRequest('POST', `${BASE}/users`, (b) =>
      b
        .headers(withAppTokenAndBody)
        .jsonBody([{ username: 'u100001', password: M.string('im-7f3c9a1e5b2d') }]),
    )
    .willRespondWith(200, (b) =>
      b.jsonBody({
        action: 'post',
        path: '/users',
        entities: [userEntity('u100001', true)],
        ...timing,
      }),
    )
    .executeTest(async (server) => {
      await expect(clientAt(server.url).createUser('u100001', 'im-7f3c9a1e5b2d')).resolves.toBe(
        true,
      );
    });
});

contract('registers a user Easemob already has: not an error', async () => {
  await pact
    .addInteraction()
    .given('user u100001 exists', { username: 'u100001' })
    .uponReceiving('a request to register user u100001, who exists')
    .withRequest('POST', `${BASE}/users`, (b) =>
      b
        .headers(withAppTokenAndBody)
        .jsonBody([{ username: 'u100001', password: M.string('im-7f3c9a1e5b2d') }]),
    )
    .willRespondWith(400, (b) =>
      b.jsonBody({
        error: 'duplicate_unique_property_exists',
        exception: M.string('DuplicateUniquePropertyExistsException'),
        error_description: M.string(
          'Application null Entity user requires that property named username be unique, value of u100001 exists',
        ),
        ...timing,
      }),
    )
    .executeTest(async (server) => {
      await expect(clientAt(server.url).createUser('u100001', 'im-7f3c9a1e5b2d')).resolves.toBe(
        false,
      );
    });
});

contract('sets a user’s password', async () => {
  await pact
    .addInteraction()
    .given('user u100001 exists', { username: 'u100001' })
    .uponReceiving('a request to set the password of user u100001')
    .withRequest('PUT', `${BASE}/users/u100001/password`, (b) =>
      b.headers(withAppTokenAndBody).jsonBody({ newpassword: M.string('im-2b9d4e6f8a1c') }),
    )
    .willRespondWith(200, (b) => b.jsonBody({ action: 'set user password', ...timing }))
    .executeTest(async (server) => {
      await expect(
        clientAt(server.url).setPassword('u100001', 'im-2b9d4e6f8a1c'),
      ).resolves.toBeUndefined();
    });
});

contract('forces a user offline', async () => {
  await pact
    .addInteraction()
    .given('user u100001 exists', { username: 'u100001' })
    .uponReceiving('a request to force user u100001 offline')
    .withRequest('GET', `${BASE}/users/u100001/disconnect`, (b) => b.headers(withAppToken))
    .willRespondWith(200, (b) =>
      b.jsonBody({ action: 'get', data: { result: M.boolean(true) }, ...timing }),
    )
    .executeTest(async (server) => {
      await expect(clientAt(server.url).disconnect('u100001')).resolves.toBeUndefined();
    });
});

contract('deactivates a user', async () => {
  await pact
    .addInteraction()
    .given('user u100001 exists', { username: 'u100001' })
    .uponReceiving('a request to deactivate user u100001')
    .withRequest('POST', `${BASE}/users/u100001/deactivate`, (b) => b.headers(withAppToken))
    .willRespondWith(200, (b) =>
      b.jsonBody({
        action: 'Deactivate user',
        entities: [userEntity('u100001', false)],
        ...timing,
      }),
    )
    .executeTest(async (server) => {
      await expect(clientAt(server.url).deactivate('u100001')).resolves.toBeUndefined();
    });
});

contract('gets a user token, the user created when missing', async () => {
  await pact
    .addInteraction()
    .given('user u100001 is active or does not exist', { username: 'u100001' })
    .uponReceiving('a request for a user token of user u100001 by name')
    .withRequest('POST', `${BASE}/token`, (b) =>
      b.headers(withAppTokenAndBody).jsonBody({
        grant_type: 'inherit',
        username: 'u100001',
        autoCreateUser: true,
        ttl: M.integer(86400),
      }),
    )
    .willRespondWith(200, (b) =>
      b.jsonBody({
        access_token: M.string(USER_TOKEN),
        expires_in: M.integer(86400),
        user: userEntity('u100001', true),
      }),
    )
    .executeTest(async (server) => {
      await expect(clientAt(server.url).userToken('u100001', 86400)).resolves.toEqual({
        token: USER_TOKEN,
        expiresIn: 86400,
      });
    });
});

/** A password grant for u100001 (checkPassword), with the password the server holds. */
const passwordGrant = {
  grant_type: 'password',
  username: 'u100001',
  password: M.string('im-7f3c9a1e5b2d'),
  ttl: M.integer(60),
};

contract('checks a password Easemob holds, changing nothing', async () => {
  await pact
    .addInteraction()
    .given('user u100001 exists with password im-7f3c9a1e5b2d', { username: 'u100001' })
    .uponReceiving('a password grant for user u100001 with its password')
    .withRequest('POST', `${BASE}/token`, (b) =>
      b.headers(withAppTokenAndBody).jsonBody(passwordGrant),
    )
    .willRespondWith(200, (b) =>
      b.jsonBody({
        access_token: M.string(USER_TOKEN),
        expires_in: M.integer(60),
        user: userEntity('u100001', true),
      }),
    )
    .executeTest(async (server) => {
      await expect(clientAt(server.url).checkPassword('u100001', 'im-7f3c9a1e5b2d')).resolves.toBe(
        'matches',
      );
    });
});

contract('checks a password Easemob does not hold', async () => {
  await pact
    .addInteraction()
    .given('user u100001 exists with another password', { username: 'u100001' })
    .uponReceiving('a password grant for user u100001 with a password it does not have')
    .withRequest('POST', `${BASE}/token`, (b) =>
      b.headers(withAppTokenAndBody).jsonBody(passwordGrant),
    )
    .willRespondWith(400, (b) =>
      b.jsonBody({
        error: 'invalid_grant',
        error_description: M.string('invalid username or password'),
      }),
    )
    .executeTest(async (server) => {
      await expect(clientAt(server.url).checkPassword('u100001', 'im-7f3c9a1e5b2d')).resolves.toBe(
        'differs',
      );
    });
});

/** What Easemob answers a one-to-one message: the id of the message each receiver was sent. */
function messageSent(receiver: string) {
  return {
    path: '/messages/users',
    action: 'post',
    data: { [receiver]: M.regex('^[0-9]+$', '1029457500870543736') },
    ...timing,
  };
}

contract('sends a text message in a user’s name', async () => {
  await pact
    .addInteraction()
    .uponReceiving('a text message from user u100001 to user u100002')
    .withRequest('POST', `${BASE}/messages/users`, (b) =>
      b.headers(withAppTokenAndBody).jsonBody({
        from: 'u100001',
        to: ['u100002'],
        type: 'txt',
        body: { msg: M.string('你好') },
        ext: M.like({ translation: 'Hello' }),
      }),
    )
    .willRespondWith(200, (b) => b.jsonBody(messageSent('u100002')))
    .executeTest(async (server) => {
      const id = await clientAt(server.url).sendMessage({
        from: 'u100001',
        to: 'u100002',
        type: 'txt',
        msg: '你好',
        ext: { translation: 'Hello' },
      });
      expect(id).toBe('1029457500870543736');
    });
});

contract('sends a custom message (a red packet) in a user’s name', async () => {
  await pact
    .addInteraction()
    .uponReceiving('a custom redPacket message from user u100001 to user u100002')
    .withRequest('POST', `${BASE}/messages/users`, (b) =>
      b.headers(withAppTokenAndBody).jsonBody({
        from: 'u100001',
        to: ['u100002'],
        type: 'custom',
        body: { customEvent: 'redPacket' },
        // What the outbox sends for a red packet (domains/chat/serverMessages.ts), to the
        // payer's own devices too.
        ext: M.like({
          type: 'redPacket',
          amount: 7,
          note: 'for you',
          recordId: 42,
          platform: 'Server',
          brand: 'Heartline',
        }),
        sync_device: true,
      }),
    )
    .willRespondWith(200, (b) => b.jsonBody(messageSent('u100002')))
    .executeTest(async (server) => {
      const id = await clientAt(server.url).sendMessage({
        from: 'u100001',
        to: 'u100002',
        type: 'custom',
        customEvent: 'redPacket',
        ext: {
          type: 'redPacket',
          amount: 7,
          note: 'for you',
          recordId: 42,
          platform: 'Server',
          brand: 'Heartline',
        },
        syncToSender: true,
      });
      expect(id).toBe('1029457500870543736');
    });
});
