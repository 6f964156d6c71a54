/**
 * Reactions on the gateway (PROTOCOL.md "Reactions"), beyond the conformance suite: refused
 * across a block and on a recalled message, hostile frames answered 400 and storing nothing, and
 * the two members reacting at once both kept.
 */
import type { ChatClient } from '@heartline/im';
import { createLocalClient } from '@heartline/im/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createChatUser,
  listenForChat,
  testClientOptions,
  type ChatUser,
} from './support/chatWorld.ts';
import { rawLogin, rawSocket, type RawSocket } from './support/rawSocket.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let app: TestApp;
let url: string;
const clients: ChatClient[] = [];
const sockets: RawSocket[] = [];

beforeAll(async () => {
  app = await createTestApp();
  url = await listenForChat(app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const client of clients) await client.logout();
  await app.close();
});

async function online(user: ChatUser) {
  const client = createLocalClient({ url, ...testClientOptions });
  clients.push(client);
  await client.login({ user: user.imAccount, password: user.imPassword });
  return client;
}

const storedReactions = async (id: string) =>
  (
    await app.services.db
      .selectFrom('chat_messages')
      .select('reactions')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow()
  ).reactions;

describe('reactions on the gateway', () => {
  it('keeps both when the two members react at once', async () => {
    const [a, b] = [await createChatUser(app.services), await createChatUser(app.services)];
    const [alice, bob] = [await online(a), await online(b)];
    const { message } = await alice.send({ to: b.imAccount, type: 'txt', msg: 'Saturday?' });
    await Promise.all([alice.react(message, 'heart'), bob.react(message, 'fire')]);
    const stored = await storedReactions(message.id);
    expect(stored.map((r) => r.emoji).sort()).toEqual(['fire', 'heart']);
  });

  it('refuses across a block and on a recalled message, changing nothing', async () => {
    const [a, b] = [await createChatUser(app.services), await createChatUser(app.services)];
    const [alice, bob] = [await online(a), await online(b)];
    const { message } = await alice.send({ to: b.imAccount, type: 'txt', msg: 'hello' });
    await app.services.db
      .insertInto('blocks')
      .values({ blocker_id: b.id, blocked_id: a.id })
      .execute();
    await expect(alice.react(message, 'heart')).rejects.toMatchObject({ code: 1506 });
    await expect(bob.react(message, 'heart')).rejects.toMatchObject({ code: 1505 });
    await app.services.db.deleteFrom('blocks').where('blocker_id', '=', b.id).execute();
    await alice.recall(message);
    await expect(bob.react(message, 'joy')).rejects.toMatchObject({ code: 404 });
    expect(await storedReactions(message.id)).toEqual([]);
  });

  it('answers hostile frames 400 and stores nothing', async () => {
    const [a, b] = [await createChatUser(app.services), await createChatUser(app.services)];
    const alice = await online(a);
    const { message } = await alice.send({ to: b.imAccount, type: 'txt', msg: 'hi' });
    const socket = rawSocket(url);
    sockets.push(socket);
    await rawLogin(socket, { user: b.imAccount, password: b.imPassword });
    const hostile = [
      { type: 'react', rid: 1, id: message.id, emoji: 'poop' },
      { type: 'react', rid: 2, id: message.id, emoji: 'x'.repeat(10_000) },
      { type: 'react', rid: 3, id: 'x'.repeat(100), emoji: 'heart' },
      { type: 'react', rid: 4, id: message.id },
      { type: 'react', rid: 5, id: message.id, emoji: ['heart', 'fire'] },
    ];
    for (const frame of hostile) {
      await socket.send(frame);
      const answer = await socket.next((f) => f.rid === frame.rid);
      expect(answer, JSON.stringify(frame).slice(0, 80)).toMatchObject({
        type: 'error',
        code: 400,
      });
    }
    expect(await storedReactions(message.id)).toEqual([]);
  });
});
