/** Registers users through the real API (code from the dev mailbox), for tests of every domain. */
import type { TestApp } from './testApp.ts';

export interface RegisteredUser {
  id: number;
  account: number;
  email: string;
  password: string;
  token: string;
  imAccount: string;
}

let counter = 0;

/** A complete /account/register body: the profile every test user shares, with these details. */
export function registrationBody(details: {
  email: string;
  code: string;
  password: string;
  nickname: string;
}) {
  return {
    ...details,
    confirmPassword: details.password,
    gender: 0,
    birthday: '1996-04-02',
    height: 170,
    weight: 60,
    occupation: 'Engineer',
    hobby: '1,2',
    region: 'CN',
    commonLanguage: 'zh',
  };
}

export function codeFor(app: TestApp, email: string): string {
  const mail = app.mailbox?.to(email)[0];
  const code = mail?.text.match(/\b\d{4}\b/)?.[0];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}

export async function registerUser(
  app: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredUser> {
  counter += 1;
  const email =
    (overrides.email as string | undefined) ?? `user${counter}-${Date.now()}@example.com`;
  const password = (overrides.password as string | undefined) ?? 'secret-pass1';
  const sent = await app.call('POST', '/account/verification-code', {
    body: { email, purpose: 'register' },
  });
  if (sent.code !== 200) throw new Error(`code not sent: ${sent.msg}`);
  // Sending is limited to one a minute per address: move the clock past it for the next one.
  app.clock.advance(61_000);
  const code = codeFor(app, email);
  const result = await app.call('POST', '/account/register', {
    body: {
      ...registrationBody({ email, code, password, nickname: `Tester ${counter}` }),
      ...overrides,
    },
  });
  if (result.code !== 200) throw new Error(`register failed: ${result.code} ${result.msg}`);
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
