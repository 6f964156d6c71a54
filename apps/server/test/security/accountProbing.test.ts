/**
 * Nobody learns which accounts exist from sign-in or code sending: known and unknown accounts get
 * the same answer, after the same work (an unknown account's password is checked against a
 * dummy argon2id hash; an unknown address's code is stored like any other, only not mailed).
 *
 * The hole: an unknown account answered at once, without a password check; asking a
 * reset-password or cancel-account code for an unknown address answered 1010.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../../src/domains/account/passwords.ts';
import { verifyPassword } from '../../src/domains/account/passwords.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { codeFor, registerUser, type RegisteredUser } from '../support/users.ts';

// The seam: see which hashes passwords are checked against, without changing the answers.
vi.mock('../../src/domains/account/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const passwordChecks = vi.mocked(verifyPassword);

let app: TestApp;
let known: RegisteredUser;
beforeAll(async () => {
  app = await createTestApp();
  known = await registerUser(app);
});
afterAll(() => app.close());
beforeEach(() => {
  passwordChecks.mockClear();
  app.clock.advance(61_000);
});

const unknownEmail = () => `nobody-${Math.random().toString(36).slice(2)}@example.com`;
const answerOf = ({ status, code, msg, data }: Awaited<ReturnType<TestApp['call']>>) => ({
  status,
  code,
  msg,
  data,
});

describe('sign-in', () => {
  it.each(['en', 'ja'])(
    'answers an unknown account exactly as a wrong password (%s)',
    async (language) => {
      const wrong = await app.call('POST', '/account/login', {
        body: { account: known.email, password: 'wrong-pass' },
        language,
      });
      const unknownByEmail = await app.call('POST', '/account/login', {
        body: { account: unknownEmail(), password: 'wrong-pass' },
        language,
      });
      const unknownByAccount = await app.call('POST', '/account/login', {
        body: { account: '999999999', password: 'wrong-pass' },
        language,
      });
      expect(answerOf(wrong)).toMatchObject({ status: 400, code: 1006 });
      expect(answerOf(unknownByEmail)).toEqual(answerOf(wrong));
      expect(answerOf(unknownByAccount)).toEqual(answerOf(wrong));
    },
  );

  it('checks the password of an unknown account against a dummy argon2id hash', async () => {
    await app.call('POST', '/account/login', {
      body: { account: unknownEmail(), password: 'some-guess' },
    });
    await app.call('POST', '/account/login', {
      body: { account: '999999998', password: 'other-guess' },
    });
    expect(passwordChecks).toHaveBeenCalledTimes(2);
    const [first, second] = passwordChecks.mock.calls;
    expect(first).toEqual(['some-guess', expect.stringMatching(/^argon2id\$/)]);
    // One dummy hash, computed once.
    expect(second![1]).toBe(first![1]);
  });

  it('locks an unknown account after as many failures as a known one (1007)', async () => {
    const user = await registerUser(app);
    const pattern = async (account: string) => {
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        codes.push(
          (await app.call('POST', '/account/login', { body: { account, password: 'wrong-pass' } }))
            .code,
        );
      }
      return codes;
    };
    const forKnown = await pattern(user.email);
    expect(forKnown).toEqual([...Array<number>(10).fill(1006), 1007]);
    expect(await pattern(unknownEmail())).toEqual(forKnown);
  });

  it('checks a known account the same way', async () => {
    await app.call('POST', '/account/login', {
      body: { account: known.email, password: 'wrong-pass' },
    });
    expect(passwordChecks).toHaveBeenCalledTimes(1);
    expect(passwordChecks.mock.calls[0]).toEqual([
      'wrong-pass',
      expect.stringMatching(/^argon2id\$/),
    ]);
  });
});

describe('code sending', () => {
  it.each(['reset-password', 'cancel-account'] as const)(
    '%s: an unknown address gets the same answer as a known one, and no mail',
    async (purpose) => {
      const stranger = unknownEmail();
      const forKnown = await app.call('POST', '/account/verification-code', {
        body: { email: known.email, purpose },
        language: 'ko',
      });
      const forUnknown = await app.call('POST', '/account/verification-code', {
        body: { email: stranger, purpose },
        language: 'ko',
      });
      expect(answerOf(forKnown)).toMatchObject({ status: 200, code: 200 });
      expect(answerOf(forUnknown)).toEqual(answerOf(forKnown));
      expect(app.mailbox?.to(stranger)).toEqual([]);

      // The send limit answers both alike too.
      const againKnown = await app.call('POST', '/account/verification-code', {
        body: { email: known.email, purpose },
      });
      const againUnknown = await app.call('POST', '/account/verification-code', {
        body: { email: stranger, purpose },
      });
      expect(answerOf(againKnown)).toMatchObject({ code: 1005 });
      expect(answerOf(againUnknown)).toEqual(answerOf(againKnown));
    },
  );

  it('resetting with a wrong code answers a known and an unknown address alike', async () => {
    const stranger = unknownEmail();
    for (const email of [known.email, stranger]) {
      await app.call('POST', '/account/verification-code', {
        body: { email, purpose: 'reset-password' },
      });
    }
    const right = codeFor(app, known.email);
    const wrong = right === '0000' ? '1111' : '0000';
    const attempt = (email: string) =>
      app.call('POST', '/account/update-pass', {
        body: { email, code: wrong, password: 'fresh-pass-9', confirmPassword: 'fresh-pass-9' },
      });
    const forKnown = await attempt(known.email);
    const forUnknown = await attempt(stranger);
    expect(answerOf(forKnown)).toMatchObject({ status: 400, code: 1002 });
    expect(answerOf(forUnknown)).toEqual(answerOf(forKnown));
  });

  it('register: a registered address still answers 1001 (the sign-up form needs it), after the same send-limit work', async () => {
    const taken = await app.call('POST', '/account/verification-code', {
      body: { email: known.email, purpose: 'register' },
    });
    expect(taken).toMatchObject({ status: 400, code: 1001 });
    const again = await app.call('POST', '/account/verification-code', {
      body: { email: known.email, purpose: 'register' },
    });
    // The same per-address send limit as a new address: no free probing.
    expect(again).toMatchObject({ status: 429, code: 1005 });
  });
});
