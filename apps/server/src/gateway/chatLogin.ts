/**
 * Logging in to the gateway (PROTOCOL.md, "Login and resume"). A user logs in with the IM
 * account and IM password issued at registration; a customer-service account with
 * SERVICE_IM_PASSWORD. A fresh login opens the account's device session, which ends any other
 * (event type 39 to the older device), gets the messages sent while it was away and then the
 * live pushes. A cut connection resumes its session from the last push it handled; a session
 * ended by a newer login is told so (type 39) and stays out. Customer-service accounts may be
 * open on several consoles at once, so their logins end nobody.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { Db } from '../db/database.ts';
import { isCurrentSession, openDeviceSession } from '../domains/chat/deviceSessions.ts';
import { eventHead, loginSnapshot, oldestEvent } from '../domains/chat/eventLog.ts';
import { countHit, releaseHit } from '../http/rateLimitStore.ts';
import { pickLanguage } from '../i18n/languages.ts';
import type { ChatConnection } from './chatConnection.ts';
import type { ChatGateway } from './chatGateway.ts';
import type { Party } from './chatParties.ts';
import { CloseCodes, type ClientFrame } from './protocol.ts';
import { wireMessage } from './wireMessage.ts';

type LoginFrame = Extract<ClientFrame, { type: 'login' }>;
const HOUR = 3_600_000;

export async function login(
  gateway: ChatGateway,
  connection: ChatConnection,
  frame: LoginFrame,
): Promise<void> {
  const { services, registry } = gateway;
  const { db, config } = services;
  const { user, rid } = frame;
  if (frame.language) connection.language = pickLanguage(frame.language);
  if (connection.user) {
    connection.error(400, 'chat.badFrame', { rid });
    return;
  }
  if (gateway.faults.isDown?.(user)) {
    connection.terminate();
    return;
  }
  const limit = loginLimit(gateway, connection, user);
  if (!(await limit.mayTry())) {
    connection.error(1007, 'code.1007', { rid });
    connection.close(CloseCodes.loginFailed, 'too many failed logins');
    return;
  }
  const account = await authenticate(gateway, user, frame.password);
  if (!account) {
    const tooMany = await limit.failed();
    connection.error(tooMany ? 1007 : 1006, tooMany ? 'code.1007' : 'code.1006', { rid });
    connection.close(CloseCodes.loginFailed, tooMany ? 'too many failed logins' : 'login failed');
    return;
  }
  await limit.succeeded();
  const multiDevice = account.sender === null;
  let session: string;
  let resumeFrom: number | null = null;
  if (frame.resume) {
    if (!multiDevice && !(await isCurrentSession(db, user, frame.resume.session))) {
      connection.kick();
      return;
    }
    session = frame.resume.session;
    if (await logHolds(db, user, frame.resume.cursor)) resumeFrom = frame.resume.cursor;
  } else {
    session = multiDevice
      ? randomBytes(16).toString('hex')
      : await openDeviceSession(db, user, services.now());
  }
  if (!connection.isOpen) return;

  connection.user = user;
  connection.session = session;
  connection.signedInAt = Date.now();
  connection.sender = account.sender;
  if (!frame.resume && !multiDevice) gateway.publish([{ kind: 'kick', user, session }]);
  if (registry.add(connection)) gateway.joined(user);

  const welcome = (cursor: number, resumed: boolean) =>
    connection.send({
      type: 'welcome',
      rid,
      user,
      session,
      cursor,
      resumed,
      heartbeatMs: config.CHAT_HEARTBEAT_MS,
      time: services.now().getTime(),
    });
  if (resumeFrom !== null) {
    welcome(resumeFrom, true);
    await connection.startAfter(resumeFrom);
    return;
  }
  const { head, undelivered } = await loginSnapshot(db, user);
  welcome(head, false);
  for (const row of undelivered)
    connection.send({ type: 'deliver', message: wireMessage(row, user, services) });
  connection.goLive(head);
}

/** Each connection's client address (normalized as the request limits do), set on accept. */
const addresses = new WeakMap<ChatConnection, string>();

export function rememberAddress(connection: ChatConnection, ip: string): void {
  addresses.set(connection, normalizeIP(ip));
}

/**
 * Failed logins, LOGIN_FAILURES_PER_HOUR an hour, counted in the database per client address AND
 * account: whoever guesses is slowed, never the owner elsewhere (the account name, u<account>, is
 * public). A user's IM password is issued, long and random, so guessing it is hopeless: a right
 * one always gets in, and wrong ones past the limit answer 1007. A customer-service password is
 * chosen by people: from an address past the limit nothing is checked (1007), and each attempt
 * is counted before its check, so a burst cannot outrun the limit; a right one gives it back.
 */
function loginLimit(gateway: ChatGateway, connection: ChatConnection, user: string) {
  const { services } = gateway;
  const max = services.config.LOGIN_FAILURES_PER_HOUR;
  const key = `chat-login:${addresses.get(connection) ?? 'unknown'}:${user}`;
  const chosenPassword = gateway.parties.isService(user);
  const hit = () => countHit(services, key, HOUR);
  return {
    /** False: refuse before checking the password. */
    async mayTry(): Promise<boolean> {
      return chosenPassword ? (await hit()).count <= max : true;
    },
    /** Counts a wrong password; true when the address is past the limit. */
    async failed(): Promise<boolean> {
      return chosenPassword ? false : (await hit()).count > max;
    },
    async succeeded(): Promise<void> {
      if (chosenPassword) await releaseHit(services, key);
    },
  };
}

async function authenticate(
  gateway: ChatGateway,
  user: string,
  password: string,
): Promise<{ sender: Party | null } | null> {
  if (gateway.parties.isService(user)) {
    const expected = gateway.services.config.serviceImPassword;
    return expected !== null && sameSecret(password, expected) ? { sender: null } : null;
  }
  const row = await gateway.services.db
    .selectFrom('users')
    .select(['id', 'nickname', 'im_password'])
    .where('im_account', '=', user)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (!row || !sameSecret(password, row.im_password)) return null;
  return { sender: { id: row.id, nickname: row.nickname } };
}

/** Compares in constant time (hashes first, so lengths do not show either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether the log still holds everything after `cursor` (else the device starts afresh). */
async function logHolds(db: Db, owner: string, cursor: number): Promise<boolean> {
  const head = await eventHead(db, owner);
  if (cursor > head) return false;
  if (cursor === head) return true;
  const oldest = await oldestEvent(db, owner);
  return oldest !== null && oldest <= cursor + 1;
}
