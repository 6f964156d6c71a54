// The API as the journeys use it to set the scene: calls made as the web app makes them, and new
// members registered with the code the dev mailbox received. Each journey registers members of
// its own, so it changes nothing another journey relies on. Everything goes to the shared server
// (globalSetup) unless given another's address (a journey's own server, support/ownServer.ts).
import { inject } from 'vitest';

/** A member a journey registered: the login, the API token and the name others see. */
export interface Member {
  email: string;
  password: string;
  nickname: string;
  id: number;
  token: string;
  /** The chat account and its password, as the app logs in to the chat service with. */
  imAccount: string;
  imPassword: string;
}

/** What a new member's profile says; each journey changes what it needs to show. */
export interface Profile {
  gender: 0 | 1;
  birthday: string;
  height: number;
  weight: number;
  occupation: string;
  /** Hobby ids, comma-separated (GET /system/hobby). */
  hobby: string;
}

const defaultProfile: Profile = {
  gender: 0,
  birthday: '1994-06-02',
  height: 170,
  weight: 60,
  occupation: 'Teacher',
  hobby: '1,2',
};

/** Every new member's password: long enough for the rules, and no secret. */
const PASSWORD = 'journeys42';

/** The address of the server every journey shares (started by globalSetup). */
export const sharedBaseUrl = () => inject('baseUrl');

/**
 * One API call as the web app makes it (its headers, the interface in English) to the shared
 * server or the one at `baseUrl`; resolves to the envelope's data, and throws on any code but
 * 200, naming the call.
 */
export async function api<T>(
  method: 'GET' | 'POST',
  path: string,
  {
    token,
    body,
    key,
    baseUrl = sharedBaseUrl(),
  }: { token?: string; body?: unknown; key?: string; baseUrl?: string } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      platform: 'Web',
      brand: 'Chrome',
      language: 'en',
      ...(token ? { token } : {}),
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/**
 * Registers a new member (an address of its own each call) on the shared server or the one at
 * `baseUrl`, with the code its dev mailbox received, in Britain, speaking English, the interface
 * in English.
 */
export async function registerMember(
  nickname: string,
  profile: Partial<Profile> = {},
  baseUrl = sharedBaseUrl(),
): Promise<Member> {
  // Short enough for the login form's 50 characters: a nickname may hold spaces or any script,
  // so the address takes up to 16 of its plain letters, then a unique stamp.
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
  const local =
    nickname
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 16) || 'member';
  const email = `${local}.${unique}@e2e.heartline.test`;
  await api('POST', '/account/verification-code', {
    body: { email, purpose: 'register' },
    baseUrl,
  });
  const mailbox = await fetch(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { data } = (await mailbox.json()) as { data: { text: string }[] };
  const code = /\b(\d{4})\b/.exec(data[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`No verification code for ${email}`);
  const { token, userInfo } = await api<{
    token: string;
    userInfo: { id: number; imAccount: string; imPassword: string };
  }>('POST', '/account/register', {
    baseUrl,
    body: {
      email,
      code,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      nickname,
      ...defaultProfile,
      ...profile,
      region: 'GB',
      commonLanguage: 'en',
      language: 'en',
    },
  });
  return {
    email,
    password: PASSWORD,
    nickname,
    id: userInfo.id,
    token,
    imAccount: userInfo.imAccount,
    imPassword: userInfo.imPassword,
  };
}

/**
 * Makes two members friends on the shared server (or the one at `baseUrl`): a's request,
 * accepted by b.
 */
export async function befriend(a: Member, b: Member, baseUrl = sharedBaseUrl()) {
  await api('POST', '/friend/add-friend', {
    token: a.token,
    body: { userId: b.id, note: 'Hi!' },
    baseUrl,
  });
  const requests = await api<{ records: { id: number; state: number; user: { id: number } }[] }>(
    'GET',
    '/friend/applys?type=received',
    { token: b.token, baseUrl },
  );
  const waiting = requests.records.find((r) => r.user.id === a.id && r.state === 0);
  if (waiting) {
    await api('GET', `/friend/apply-deal?id=${waiting.id}&agree=1`, { token: b.token, baseUrl });
  }
}
