/**
 * What the conformance suite needs from an implementation's world, and the helpers its specs
 * share. A world is a chat service with its clients: the memory hub, or apps/server's gateway
 * with local clients. Waits are real (vi.waitFor, 5 s at most), so a world gives its clients a
 * short reconnection policy: its 10 attempts must take well under 5 s. Memory uses waits of 2 to
 * 10 ms; over a real socket something like `{ baseDelayMs: 20, maxDelayMs: 100 }` fits. An outage
 * a spec makes (a dozen sends while one side is down) may outlast those attempts on a slow
 * machine (a CI run on PostgreSQL beside a busy core did): `backOnline` then reconnects, as the
 * app does when the network returns.
 */
import { expect, vi } from 'vitest';
import type {
  ChatClient,
  ChatCredentials,
  ChatEvents,
  ConnectionState,
  ImAccount,
  SendExt,
} from '../../src/types';

export interface ConformanceWorld {
  /** A new account, unused so far in this world, that can log in with these credentials. */
  createAccount(): Promise<ChatCredentials>;
  /** A new client (a new device), not logged in, with a short reconnection policy (above). */
  createClient(): ChatClient;
  /** Cuts the account's connection as a network failure would; the client reconnects itself. */
  dropConnection(user: ImAccount): Promise<void>;
  /** Down: the account's connection is cut and every reconnection fails until it is up again. */
  setNetwork(user: ImAccount, up: boolean): Promise<void>;
  /** The service refuses the next message from `from` to `to` with event 502, code 105. */
  refuseNextSend(from: ImAccount, to: ImAccount): Promise<void>;
  /** Moves the service's clock forward (the recall limit is measured with it). */
  advanceClock(ms: number): Promise<void>;
  /** An image `user` uploaded to the service: the only kind of picture a message may carry. */
  uploadImage(user: ImAccount): Promise<string>;
  /** A payment from `from` to `to`, which one gift or red-packet message may announce: its ext. */
  pay(from: ImAccount, to: ImAccount, kind: 'gift' | 'redPacket'): Promise<SendExt>;
  /**
   * Ends the account's sessions on the service's side, as a password change does (reason
   * passwordChanged); answers the account's new credentials.
   */
  endSessions(user: ImAccount): Promise<ChatCredentials>;
  /** The account's privacy setting hideLastSeen (users.hide_last_seen on the server). */
  hideLastSeen(user: ImAccount, hidden: boolean): Promise<void>;
  /** The service's recall limit in ms; 2 minutes (decisions.md) when absent. */
  readonly recallLimitMs?: number;
  /** Logs every client out and releases the service. */
  dispose(): Promise<void>;
}

export type MakeWorld = () => ConformanceWorld | Promise<ConformanceWorld>;

/** Gives the specs the world of the running test. */
export type WorldRef = () => ConformanceWorld;

const WAIT = { timeout: 5000, interval: 5 };

/** Retries `check` (which throws while its expectation fails) until it passes. */
export function eventually<T>(check: () => T): Promise<T> {
  return vi.waitFor(check, WAIT);
}

/** The latest of `events` once there is one (a check returning undefined would not wait). */
export function arrived<T>(events: readonly T[]): Promise<T> {
  return eventually(() => {
    expect(events.length).toBeGreaterThan(0);
    return events.at(-1)!;
  });
}

/** Everything a client emitted, by event name, in order. */
export type Recorded = { [K in keyof ChatEvents]: ChatEvents[K][] };

export function record(client: ChatClient): Recorded {
  const recorded: Recorded = {
    message: [],
    recall: [],
    read: [],
    delivered: [],
    connection: [],
    kicked: [],
    refused: [],
    presence: [],
    typing: [],
    reaction: [],
    conversationRead: [],
    conversationDeleted: [],
    historyCleared: [],
  };
  for (const type of Object.keys(recorded) as Array<keyof ChatEvents>) {
    client.on(type, (event) => (recorded[type] as unknown[]).push(event));
  }
  return recorded;
}

export interface Member {
  client: ChatClient;
  user: ImAccount;
  credentials: ChatCredentials;
  events: Recorded;
}

/** A logged-in client for a new account, recording its events from before the login. */
export async function member(world: ConformanceWorld): Promise<Member> {
  const credentials = await world.createAccount();
  const client = world.createClient();
  const events = record(client);
  await client.login(credentials);
  return { client, user: credentials.user, credentials, events };
}

type Tuple<N extends number, T, R extends T[] = []> = R['length'] extends N
  ? R
  : Tuple<N, T, [...R, T]>;

/** `n` logged-in members, typed as a tuple so they destructure without checks. */
export async function members<N extends 1 | 2 | 3>(
  world: ConformanceWorld,
  n: N,
): Promise<Tuple<N, Member>> {
  const list: Member[] = [];
  for (let i = 0; i < n; i++) list.push(await member(world));
  return list as Tuple<N, Member>;
}

/** The state as a short string: connected, reconnecting:3, givenUp... */
export function describeState(state: ConnectionState): string {
  return state.status === 'reconnecting' ? `reconnecting:${state.attempt}` : state.status;
}

export async function sendTexts(from: Member, to: Member, texts: readonly string[]) {
  const acks = [];
  for (const msg of texts) acks.push(await from.client.send({ to: to.user, type: 'txt', msg }));
  return acks;
}

export const texts = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);

/**
 * The member's network is back, and the member's client connected again: by itself, or, when the
 * outage outlasted its attempts ('givenUp'), through reconnect(), as the app offers. Waits for the
 * round of attempts under way to end first: one begun while down may still fail.
 */
export async function backOnline(world: ConformanceWorld, member: Member): Promise<void> {
  await world.setNetwork(member.user, true);
  await eventually(() => expect(['connected', 'givenUp']).toContain(member.client.state.status));
  if (member.client.state.status === 'givenUp') member.client.reconnect();
  await eventually(() => expect(member.client.state).toEqual({ status: 'connected' }));
}
