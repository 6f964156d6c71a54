/**
 * Counts that a burst cannot outrun: failed logins (and wrong current passwords), wrong tries of
 * a verification code and code sends per address are taken atomically, so N parallel requests
 * are checked at most `limit` times.
 *
 * The hole: each was read-then-write, so 60 parallel wrong passwords had 39 of them checked
 * against a limit of 10, and a code could be tried far more than 5 times.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../../src/domains/account/passwords.ts';
import { verifyPassword } from '../../src/domains/account/passwords.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { codeFor, registerUser, registrationBody } from '../support/users.ts';
import { openInterleavingDatabase } from './interleavingDb.ts';

// The seam: count the password checks without changing what they answer.
vi.mock('../../src/domains/account/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const passwordChecks = vi.mocked(verifyPassword);

const LIMIT = 10;
const BURST = 60;

let app: TestApp;
beforeAll(async () => {
  // Parallel requests interleave their queries on a database server (TEST_DATABASE_URL); on
  // embedded PGlite they need help to.
  app = await createTestApp(
    { LOGIN_FAILURES_PER_HOUR: String(LIMIT) },
    {},
    process.env.TEST_DATABASE_URL ? {} : { db: await openInterleavingDatabase() },
  );
});
afterAll(() => app.close());
beforeEach(() => {
  passwordChecks.mockClear();
});

const burst = <T>(make: () => Promise<T>) => Promise.all(Array.from({ length: BURST }, make));

describe('failed logins', () => {
  it(`${BURST} parallel wrong passwords are checked at most ${LIMIT} times, then the account is locked`, async () => {
    const user = await registerUser(app);
    passwordChecks.mockClear();
    const answers = await burst(() =>
      app.call('POST', '/account/login', { body: { account: user.email, password: 'wrong-pass' } }),
    );
    expect(passwordChecks.mock.calls.length).toBeLessThanOrEqual(LIMIT);
    expect(answers.filter((a) => a.code === 1006)).toHaveLength(LIMIT);
    expect(answers.filter((a) => a.code === 1007)).toHaveLength(BURST - LIMIT);

    const right = await app.call('POST', '/account/login', {
      body: { account: user.email, password: user.password },
    });
    expect(right).toMatchObject({ status: 429, code: 1007 });
  });

  it('a right password does not use up a failure', async () => {
    const user = await registerUser(app);
    const login = (password: string) =>
      app.call('POST', '/account/login', { body: { account: user.email, password } });
    for (let i = 0; i < LIMIT - 1; i += 1) expect((await login('wrong-pass')).code).toBe(1006);
    for (let i = 0; i < 3; i += 1) expect((await login(user.password)).code).toBe(200);
    expect((await login('wrong-pass')).code).toBe(1006);
    expect((await login(user.password)).code).toBe(1007);
  });

  it(`${BURST} parallel wrong current passwords (password change) are checked at most ${LIMIT} times`, async () => {
    const user = await registerUser(app);
    passwordChecks.mockClear();
    const answers = await burst(() =>
      app.call('POST', '/account/update-pass', {
        token: user.token,
        body: {
          oldPassword: 'not-mine-1',
          password: 'new-pass-22',
          confirmPassword: 'new-pass-22',
        },
      }),
    );
    expect(passwordChecks.mock.calls.length).toBeLessThanOrEqual(LIMIT);
    expect(answers.filter((a) => a.code === 1011)).toHaveLength(LIMIT);
    expect(answers.filter((a) => a.code === 1007)).toHaveLength(BURST - LIMIT);
    const right = await app.call('POST', '/account/update-pass', {
      token: user.token,
      body: {
        oldPassword: user.password,
        password: 'new-pass-22',
        confirmPassword: 'new-pass-22',
      },
    });
    expect(right.code).toBe(1007);
  });
});

describe('verification codes', () => {
  it(`${BURST} parallel wrong codes use at most 5 tries; the right code is void afterwards`, async () => {
    const email = `burst-tries-${Date.now()}@example.com`;
    await app.call('POST', '/account/verification-code', { body: { email, purpose: 'register' } });
    const right = codeFor(app, email);
    const wrong = right === '0000' ? '1111' : '0000';
    const answers = await burst(() =>
      app.call('POST', '/account/judge-code', {
        body: { email, code: wrong, purpose: 'register' },
      }),
    );
    expect(answers.filter((a) => a.code === 1002)).toHaveLength(5);
    expect(answers.every((a) => [1002, 1004].includes(a.code))).toBe(true);
    const row = await app.services.db
      .selectFrom('verification_codes')
      .select('tries')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.tries).toBe(5);
    const late = await app.call('POST', '/account/judge-code', {
      body: { email, code: right, purpose: 'register' },
    });
    expect(late.code).toBe(1004);
  });

  it('a code is used up once: parallel registrations with it make one account, and no error', async () => {
    const email = `burst-register-${Date.now()}@example.com`;
    await app.call('POST', '/account/verification-code', { body: { email, purpose: 'register' } });
    const code = codeFor(app, email);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        app.call('POST', '/account/register', {
          body: registrationBody({ email, code, password: 'secret-pass1', nickname: `Twin ${i}` }),
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.every((a) => a.status < 500)).toBe(true);
  });

  it(`${BURST} parallel code requests for one address send one code`, async () => {
    const email = `burst-send-${Date.now()}@example.com`;
    const answers = await burst(() =>
      app.call('POST', '/account/verification-code', { body: { email, purpose: 'register' } }),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 1005)).toHaveLength(BURST - 1);
    await vi.waitFor(() => expect(app.mailbox?.to(email)).toHaveLength(1));
    const rows = await app.services.db
      .selectFrom('verification_codes')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('the hourly send limit holds under a burst too', async () => {
    const email = `burst-hour-${Date.now()}@example.com`;
    let sent = 0;
    for (let minute = 0; minute < 8; minute += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          app.call('POST', '/account/verification-code', { body: { email, purpose: 'register' } }),
        ),
      );
      sent += answers.filter((a) => a.code === 200).length;
      app.clock.advance(61_000);
    }
    expect(sent).toBe(5);
  });
});
