/**
 * Easemob's users follow Heartline's accounts (providers/chat/easemob/easemobAccounts.ts), against
 * the fake Easemob built from its REST documentation: created at registration with the chat
 * password the server issued, the password replaced and devices forced offline when sessions end,
 * deactivated at cancellation, the customer-service accounts made at start-up, and a change that
 * Easemob missed repaired at the next login. Easemob being down stops none of these requests.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { easemobTestEnv, startFakeEasemob, type FakeEasemob } from './support/fakeEasemob.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { codeFor, registerUser } from './support/users.ts';

let easemob: FakeEasemob;
let app: TestApp;

beforeAll(async () => {
  easemob = await startFakeEasemob();
  app = await createTestApp({
    ...easemobTestEnv(easemob),
    SERVICE_IM_PASSWORD: 'service-password-1',
  });
});

afterAll(async () => {
  await app?.close();
  await easemob?.close();
});

/** The chat password the server holds for the account now. */
async function imPasswordOf(imAccount: string): Promise<string> {
  const row = await app.services.db
    .selectFrom('users')
    .select('im_password')
    .where('im_account', '=', imAccount)
    .executeTakeFirstOrThrow();
  return row.im_password;
}

const easemobUser = (name: string) => easemob.state.users.get(name);

/** Easemob is told after the database commits, with retries: time enough on a busy machine. */
const eventually = <T>(check: () => T) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

describe('Easemob users follow the accounts', () => {
  it('makes the customer-service accounts with their password at start-up', async () => {
    await eventually(() => {
      expect(easemobUser('hl_service')?.password).toBe('service-password-1');
      expect(easemobUser('hl_service_vip')?.password).toBe('service-password-1');
    });
  });

  it('creates the user at registration with the chat password the server issued', async () => {
    const user = await registerUser(app);
    const password = await imPasswordOf(user.imAccount);
    await eventually(() => expect(easemobUser(user.imAccount)?.password).toBe(password));
  });

  it('replaces the password and forces the devices offline at logout', async () => {
    const user = await registerUser(app);
    const before = await imPasswordOf(user.imAccount);
    await eventually(() => expect(easemobUser(user.imAccount)?.password).toBe(before));
    expect((await app.call('POST', '/account/logout', { token: user.token })).code).toBe(200);
    const after = await imPasswordOf(user.imAccount);
    expect(after).not.toBe(before);
    await eventually(() => {
      expect(easemobUser(user.imAccount)?.password).toBe(after);
      expect(disconnectsOf(user.imAccount)).toBe(1);
      expect(easemob.state.passwordSignOuts.get(user.imAccount)).toBe(1);
    });
  });

  it('leaves the password alone at sign-in and start-up when Easemob holds it already', async () => {
    // Each password change signs every online device out (the fake counts them, as documented).
    const user = await registerUser(app);
    const password = await imPasswordOf(user.imAccount);
    await eventually(() => expect(easemobUser(user.imAccount)?.password).toBe(password));
    // A password check is a password grant: a short user token for the account.
    const checks = (...names: string[]) =>
      easemob.state.userTokens.filter((t) => names.includes(t.username)).length;
    const before = checks(user.imAccount);
    for (let i = 0; i < 2; i++) {
      const login = await app.call('POST', '/account/login', {
        body: { account: user.email, password: user.password },
      });
      expect(login.code).toBe(200);
    }
    // Both sign-ins asked Easemob whether it holds the password, and changed nothing.
    await eventually(() => expect(checks(user.imAccount)).toBe(before + 2));
    expect(easemob.state.passwordSignOuts.get(user.imAccount) ?? 0).toBe(0);

    // Another start (a deploy) finds customer service's accounts as they are.
    const service = ['hl_service', 'hl_service_vip'];
    await eventually(() => {
      for (const name of service) expect(easemobUser(name)?.password).toBe('service-password-1');
    });
    const serviceBefore = checks(...service);
    const restarted = await createTestApp({
      ...easemobTestEnv(easemob),
      SERVICE_IM_PASSWORD: 'service-password-1',
    });
    try {
      await eventually(() => expect(checks(...service)).toBe(serviceBefore + 2));
    } finally {
      await restarted.close();
    }
    expect(easemob.state.passwordSignOuts.get('hl_service') ?? 0).toBe(0);
    expect(easemob.state.passwordSignOuts.get('hl_service_vip') ?? 0).toBe(0);
  });

  it('deactivates a cancelled account', async () => {
    const user = await registerUser(app);
    await eventually(() => expect(easemobUser(user.imAccount)?.activated).toBe(true));
    await app.call('POST', '/account/verification-code', {
      body: { email: user.email, purpose: 'cancel-account' },
    });
    const code = codeFor(app, user.email);
    const cancelled = await app.call('POST', '/account/cancel-account', {
      token: user.token,
      body: { code },
    });
    expect(cancelled.code).toBe(200);
    await eventually(() => expect(easemobUser(user.imAccount)?.activated).toBe(false));
  });

  it('answers the logout while Easemob is down, and repairs the password at the next login', async () => {
    const user = await registerUser(app);
    await eventually(() => expect(easemobUser(user.imAccount)).toBeDefined());
    const stale = easemobUser(user.imAccount)!.password;
    // As many as the client's attempts: this logout's change is lost, the next call goes through.
    easemob.failNext(/\/password$/, 503, 3);
    const logged = vi.spyOn(app.services.log, 'error');
    try {
      expect((await app.call('POST', '/account/logout', { token: user.token })).code).toBe(200);
      // The logout's change has given up (said after its last attempt): nothing more comes of it.
      await eventually(() =>
        expect(logged).toHaveBeenCalledWith(
          expect.objectContaining({ imAccount: user.imAccount }),
          'Easemob: session end (logout) failed',
        ),
      );
    } finally {
      logged.mockRestore();
    }
    const current = await imPasswordOf(user.imAccount);
    expect(easemobUser(user.imAccount)!.password).toBe(stale);

    const login = await app.call('POST', '/account/login', {
      body: { account: user.email, password: user.password },
    });
    expect(login.code).toBe(200);
    await eventually(() => expect(easemobUser(user.imAccount)!.password).toBe(current));
  });
});

function disconnectsOf(imAccount: string): number {
  return easemob.state.disconnects.get(imAccount) ?? 0;
}
