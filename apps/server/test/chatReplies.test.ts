/**
 * Replies (issue 19): a message quotes an earlier one of the same conversation (ext.reply). The
 * quote is the store's: the gateway fills the quoted message's sender, kind and text whatever the
 * client said, keeps it in history, and refuses a quote of another conversation's message.
 */
import type { ChatClient, ChatMessage } from '@heartline/im';
import { createLocalClient } from '@heartline/im/local';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createChatUser,
  listenForChat,
  testClientOptions,
  type ChatUser,
} from './support/chatWorld.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let app: TestApp;
let url: string;
const clients: ChatClient[] = [];

beforeAll(async () => {
  app = await createTestApp();
  url = await listenForChat(app);
});
afterAll(async () => {
  for (const client of clients) await client.logout();
  await app.close();
});

async function online(user: ChatUser, language = 'en') {
  const client = createLocalClient({ url, ...testClientOptions, language });
  clients.push(client);
  const received: ChatMessage[] = [];
  client.on('message', (m) => {
    if (!m.from.startsWith('hl_service')) received.push(m);
  });
  await client.login({ user: user.imAccount, password: user.imPassword });
  return { client, received };
}

const eventually = <T>(check: () => T) => vi.waitFor(check, { timeout: 5000, interval: 5 });

describe('replies', () => {
  it('carries the store quote to the peer and in history, whatever the client claimed', async () => {
    const [a, b] = [await createChatUser(app.services), await createChatUser(app.services)];
    const alice = await online(a);
    const bob = await online(b);
    const long = 'Shall we meet at the harbour café at seven? '.repeat(5);
    const original = await alice.client.send({ to: b.imAccount, type: 'txt', msg: long });
    const reply = await bob.client.send({
      to: a.imAccount,
      type: 'txt',
      msg: 'Yes, see you there',
      // Forged: another sender and text. The gateway keeps the stored ones.
      ext: { reply: { id: original.id, from: b.imAccount, type: 'img', msg: 'I never said this' } },
    });
    const quote = {
      id: original.id,
      from: a.imAccount,
      type: 'txt',
      msg: [...long].slice(0, 120).join(''),
    };
    expect(reply.message.ext.reply).toEqual(quote);
    await eventually(() => expect(alice.received.at(-1)?.ext.reply).toEqual(quote));
    const history = await alice.client.history(b.imAccount);
    expect(history.messages[0]).toMatchObject({ msg: 'Yes, see you there', ext: { reply: quote } });
  });

  it('keeps no text in the quote of a recalled message', async () => {
    const [a, b] = [await createChatUser(app.services), await createChatUser(app.services)];
    const alice = await online(a);
    const bob = await online(b);
    const said = await alice.client.send({ to: b.imAccount, type: 'txt', msg: 'hi' });
    await alice.client.recall({ id: said.id, to: b.imAccount });
    const reply = await bob.client.send({
      to: a.imAccount,
      type: 'txt',
      msg: 'What did you say?',
      ext: { reply: { id: said.id, from: a.imAccount, type: 'txt', msg: 'hi' } },
    });
    // A recalled message's quote keeps no text.
    expect(reply.message.ext.reply).toEqual({
      id: said.id,
      from: a.imAccount,
      type: 'txt',
      msg: '',
    });
  });

  it('refuses a quote of another conversation, an unknown id or a malformed one, in the language of the sender', async () => {
    const [a, b, c] = [
      await createChatUser(app.services),
      await createChatUser(app.services),
      await createChatUser(app.services),
    ];
    const alice = await online(a);
    const carol = await online(c, 'zh-CN');
    await online(b);
    const elsewhere = await alice.client.send({ to: b.imAccount, type: 'txt', msg: 'private' });
    for (const id of [elsewhere.id, '999999999', 'abc']) {
      await expect(
        carol.client.send({
          to: a.imAccount,
          type: 'txt',
          msg: 'Peek',
          ext: { reply: { id, from: a.imAccount, type: 'txt', msg: '' } },
        }),
      ).rejects.toThrow('你回复的消息不在这个会话中');
    }
    // Each refusal was answered before this send: anything stored of them would come before it
    // in alice's log, whose pushes reach her in order.
    await carol.client.send({ to: a.imAccount, type: 'txt', msg: 'Hello' });
    await eventually(() =>
      expect(alice.received.some((m) => m.from === c.imAccount && m.msg === 'Hello')).toBe(true),
    );
    expect(alice.received.filter((m) => m.from === c.imAccount).map((m) => m.msg)).toEqual([
      'Hello',
    ]);
  });
});
