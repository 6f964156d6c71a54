/**
 * The chat gateway as packages/im's conformance world: one running test server (listening on a
 * loopback port) shared by every test of a file, fresh accounts for each test, local clients over
 * real WebSockets, and the network faults the specs make through the gateway's test hooks.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { ConformanceWorld } from '@heartline/im/conformance';
import { createLocalClient } from '@heartline/im/local';
import type { ChatClient, ChatClientOptions } from '@heartline/im';
import { endSessionsEverywhere } from '../../src/domains/account/endSessions.ts';
import { giveGift } from '../../src/domains/gift/giving.ts';
import { twemojiPicture } from '../../src/domains/gift/twemojiPicture.ts';
import { sendRedPacket } from '../../src/domains/pay/redPacket.ts';
import { move } from '../../src/ledger/ledger.ts';
import type { Services } from '../../src/services.ts';
import type { TestApp } from './testApp.ts';

export interface ChatUser {
  id: number;
  imAccount: string;
  imPassword: string;
}

let accounts = 0;

/** A user who can chat at once (inserted directly: no mail, no password hashing), with coins. */
export async function createChatUser(services: Services, coins = 100): Promise<ChatUser> {
  accounts += 1;
  const account = 500_000 + accounts;
  const imPassword = randomBytes(12).toString('base64url');
  const { id } = await services.db
    .insertInto('users')
    .values({
      account,
      email: `chat-${account}@example.com`,
      password_hash: 'not-a-hash',
      nickname: `Chatter ${accounts}`,
      avatar: '',
      gender: 0,
      region: 'CN',
      common_language: 'en',
      im_account: `u${account}`,
      im_password: imPassword,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (coins > 0) {
    await services.db
      .transaction()
      .execute((trx) =>
        move(trx, { kind: 'recharge', userId: id, at: services.now() }, [
          { asset: 'goldCoin', from: 'house', to: { userId: id }, amount: coins },
        ]),
      );
  }
  return { id, imAccount: `u${account}`, imPassword };
}

/** Listens on a loopback port; answers the gateway's address. */
export async function listenForChat(app: TestApp, port = 0): Promise<string> {
  await app.app.listen({ host: '127.0.0.1', port });
  const address = app.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${address.port}/api/im`;
}

/** Short waits over a real socket (world.ts): 10 attempts well under 5 s. */
export const testClientOptions: ChatClientOptions & { requestTimeoutMs: number } = {
  brand: 'Vitest',
  reconnect: { baseDelayMs: 20, maxDelayMs: 100 },
  requestTimeoutMs: 3000,
};

export function chatWorld(app: TestApp, url: string): ConformanceWorld {
  // Message times near the real clock (the specs compare them with Date.now()).
  app.clock.now = new Date();
  const clients: ChatClient[] = [];
  /** Cuts the account's sockets and waits until its clients noticed, as a failure is felt. */
  const cut = async (user: string) => {
    const affected = clients.filter((c) => c.user === user && c.state.status === 'connected');
    const noticed = affected.map(
      (client) =>
        new Promise<void>((resolve) => {
          const stop = client.on('connection', (state) => {
            if (state.status === 'connected') return;
            stop();
            resolve();
          });
        }),
    );
    app.gateway.cut(user);
    await Promise.all(noticed);
  };
  const down = new Set<string>();
  const refusals: Array<{ from: string; to: string }> = [];
  Object.assign(app.gateway.faults, {
    isDown: (user: string) => down.has(user),
    refuseSend: (from: string, to: string) => {
      const i = refusals.findIndex((r) => r.from === from && r.to === to);
      if (i < 0) return null;
      refusals.splice(i, 1);
      return 105;
    },
  });
  return {
    async createAccount() {
      const user = await createChatUser(app.services);
      return { user: user.imAccount, password: user.imPassword };
    },
    createClient() {
      const client = createLocalClient({ url, ...testClientOptions });
      clients.push(client);
      return client;
    },
    async dropConnection(user) {
      await cut(user);
    },
    async hideLastSeen(user, hidden) {
      await app.services.db
        .updateTable('users')
        .set({ hide_last_seen: hidden ? 1 : 0 })
        .where('im_account', '=', user)
        .execute();
    },
    async setNetwork(user, up) {
      if (up) {
        down.delete(user);
      } else {
        down.add(user);
        await cut(user);
      }
    },
    refuseNextSend(from, to) {
      refusals.push({ from, to });
      return Promise.resolve();
    },
    advanceClock(ms) {
      app.clock.advance(ms);
      return Promise.resolve();
    },
    uploadImage: (user) => uploadedImage(app.services, user),
    pay: (from, to, kind) =>
      kind === 'redPacket'
        ? paidRedPacket(app.services, from, to)
        : givenGift(app.services, from, to),
    async endSessions(user) {
      const { id } = await userOf(app.services, user);
      await endSessionsEverywhere(app.services, id, 'passwordChanged');
      return { user, password: (await userOf(app.services, user)).im_password };
    },
    recallLimitMs: app.services.config.CHAT_RECALL_SECONDS * 1000,
    async dispose() {
      await Promise.all(clients.map((client) => client.logout()));
      for (const key of Object.keys(app.gateway.faults)) {
        delete app.gateway.faults[key as keyof typeof app.gateway.faults];
      }
    },
  };
}

const userOf = (services: Services, imAccount: string) =>
  services.db
    .selectFrom('users')
    .selectAll()
    .where('im_account', '=', imAccount)
    .executeTakeFirstOrThrow();

/**
 * An image the account uploaded: recorded in uploads as /file/upload does (no file needed), a
 * chat picture or a burn-after-read one (in the private key space).
 */
export async function uploadedImage(
  services: Services,
  imAccount: string,
  purpose: 'chat' | 'burn' = 'chat',
): Promise<string> {
  const user = await userOf(services, imAccount);
  const url = `/uploads/${purpose}/${user.account}/${randomBytes(12).toString('hex')}.jpg`;
  await services.db
    .insertInto('uploads')
    .values({
      user_id: user.id,
      url,
      purpose,
      mime_type: 'image/jpeg',
      size: 1000,
      width: 10,
      height: 10,
      created_at: services.now(),
    })
    .execute();
  return url;
}

/** A red packet of 5 coins paid from one account to the other: the ext its message carries. */
export async function paidRedPacket(services: Services, from: string, to: string, amount = 5) {
  const [sender, recipient] = [await userOf(services, from), await userOf(services, to)];
  const note = 'Happy birthday';
  const { recordId } = await services.db
    .transaction()
    .execute((trx) => sendRedPacket(trx, services, sender, recipient, { amount, note }));
  return { amount, note, recordId: recordId! };
}

/** Two of the cheapest gift given (paid in coins): the ext its message carries. */
export async function givenGift(services: Services, from: string, to: string, quantity = 2) {
  const [giver, recipient] = [await userOf(services, from), await userOf(services, to)];
  const gift = await services.db
    .selectFrom('gifts')
    .selectAll()
    .orderBy('gold_coin')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const given = await giveGift(
    services,
    giver,
    { userId: recipient.id, giftId: gift.id, quantity },
    randomBytes(16).toString('hex'),
  );
  return {
    giftId: gift.id,
    quantity,
    amount: gift.gold_coin,
    note: gift.name.en ?? '',
    url: await twemojiPicture(services.storage, gift.emoji),
    recordId: given.recordId,
  };
}
