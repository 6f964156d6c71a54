/**
 * The chat store the chat gateway writes through: order, idempotent storing, unread counts, read
 * receipts, clearing and deleting, recall and burn-after-read images.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markBurnImageRead } from '../src/domains/chat/burnImages.ts';
import { toChatMessage } from '../src/domains/chat/chatMessageView.ts';
import { clearHistory, deleteConversation } from '../src/domains/chat/conversationCleanup.ts';
import { conversationHistory } from '../src/domains/chat/history.ts';
import { storeMessage, type NewChatMessage } from '../src/domains/chat/messageStore.ts';
import { recallMessage } from '../src/domains/chat/recall.ts';
import { markConversationRead } from '../src/domains/chat/receipts.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let pairs = 0;
/** Two fresh chat accounts (the store needs no user rows). */
function newPair(): [string, string] {
  pairs += 1;
  return [`u9${pairs}01`, `u9${pairs}02`];
}

let clientIds = 0;
const send = (from: string, to: string, fields: Partial<NewChatMessage> = {}) => {
  clientIds += 1;
  return storeMessage(app.services.db, {
    from,
    to,
    clientMsgId: `c-${clientIds}`,
    type: 'txt',
    msg: `message ${clientIds}`,
    ext: { platform: 'Web', brand: 'Chrome' },
    at: app.clock.now,
    ...fields,
  });
};

const history = (owner: string, peer: string, before?: string | null) =>
  conversationHistory(app.services.db, { owner, peer, before, limit: 20 });

const conversation = (owner: string, peer: string) =>
  app.services.db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('owner_im', '=', owner)
    .where('peer_im', '=', peer)
    .executeTakeFirst();

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code?: number }) => error.code,
  );

describe('storing messages', () => {
  it('orders a pair by the server, whoever writes, and pages history newest first by cursor', async () => {
    const [a, b] = newPair();
    const ids: string[] = [];
    for (let i = 0; i < 45; i += 1) {
      const { message } = await send(i % 3 ? a : b, i % 3 ? b : a, { msg: `n${i + 1}` });
      ids.push(String(message.id));
      expect(message.seq).toBe(i + 1);
    }
    expect(ids.map(Number)).toEqual([...ids.map(Number)].sort((x, y) => x - y));

    const first = await history(a, b);
    expect(first.messages.map((m) => m.msg)).toEqual(
      Array.from({ length: 20 }, (_, i) => `n${45 - i}`),
    );
    expect(first.cursor).toBe(ids[25]);
    const second = await history(a, b, first.cursor);
    expect(second.messages.map((m) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    const last = await history(b, a, second.cursor);
    expect(last.messages.map((m) => m.seq)).toEqual([5, 4, 3, 2, 1]);
    expect(last.cursor).toBeNull();
    // A cursor of another pair is refused.
    const [c, d] = newPair();
    await send(c, d);
    expect(await rejection(history(c, d, ids[3]))).toBe(400);
  });

  it('stores a resent client id once and counts it unread once', async () => {
    const [a, b] = newPair();
    const first = await send(a, b, { clientMsgId: 'same-1', msg: 'Hello!' });
    const again = await send(a, b, { clientMsgId: 'same-1', msg: 'Hello!' });
    const racing = await Promise.all([1, 2, 3].map(() => send(a, b, { clientMsgId: 'same-2' })));
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ created: false, message: { id: first.message.id } });
    expect(racing.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(racing.map((r) => r.message.id)).size).toBe(1);
    expect((await history(b, a)).messages).toHaveLength(2);
    expect(await conversation(b, a)).toMatchObject({ unread_count: 2 });
    // The same client id of another sender is another message.
    expect((await send(b, a, { clientMsgId: 'same-1' })).created).toBe(true);
  });

  it('gives messages sent at the same moment consecutive places, without gaps', async () => {
    const [a, b] = newPair();
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(i % 2 ? a : b, i % 2 ? b : a)),
    );
    expect(sent.map((s) => s.message.seq).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(await conversation(a, b)).toMatchObject({ unread_count: 6 });
    expect(await conversation(b, a)).toMatchObject({ unread_count: 6 });
  });

  it('keeps an id given from outside and the server ids increasing after it', async () => {
    const [a, b] = newPair();
    const given = await send(a, b, { id: '7000000000001' });
    expect(String(given.message.id)).toBe('7000000000001');
    const next = await send(a, b);
    expect(next.message.id).toBeGreaterThan(7000000000001);
  });

  it('refuses what no client may send (400)', async () => {
    const [a, b] = newPair();
    expect(await rejection(send(a, a))).toBe(400);
    expect(await rejection(send(a, b, { msg: '   ' }))).toBe(400);
    expect(await rejection(send(a, b, { msg: 'x'.repeat(1001) }))).toBe(400);
    expect(await rejection(send(a, b, { type: 'custom' }))).toBe(400);
    expect(await rejection(send(a, b, { type: 'img', msg: '' }))).toBe(400);
    expect(await rejection(send(a, b, { customType: 'gift' }))).toBe(400);
    expect((await history(a, b)).messages).toHaveLength(0);
  });
});

describe('reading', () => {
  it("raises the recipient's unread count only, and reading clears it and marks the messages read", async () => {
    const [a, b] = newPair();
    const m1 = await send(a, b);
    const m2 = await send(a, b);
    await send(b, a);
    expect(await conversation(b, a)).toMatchObject({ unread_count: 2 });
    expect(await conversation(a, b)).toMatchObject({ unread_count: 1 });

    app.clock.advance(1000);
    const read = await markConversationRead(app.services.db, {
      owner: b,
      peer: a,
      at: app.clock.now,
    });
    expect(read).toEqual([String(m1.message.id), String(m2.message.id)]);
    expect(await conversation(b, a)).toMatchObject({ unread_count: 0 });
    expect(await conversation(a, b)).toMatchObject({ unread_count: 1 });
    const [newest] = (await history(a, b)).messages.slice(1);
    expect(newest!.read_at).toEqual(app.clock.now);
    expect(toChatMessage(newest!, a)).toMatchObject({ read: true, chatType: 'singleChat' });
    expect(toChatMessage(newest!, a, { showRead: false }).read).toBe(false);
    // Nothing new: nothing read again.
    expect(
      await markConversationRead(app.services.db, { owner: b, peer: a, at: app.clock.now }),
    ).toEqual([]);
  });
});

describe('clearing and deleting', () => {
  it("clears the owner's history only; the conversation stays with nothing unread", async () => {
    const [a, b] = newPair();
    await send(a, b);
    await send(a, b);
    await clearHistory(app.services.db, { owner: b, peer: a });
    expect((await history(b, a)).messages).toHaveLength(0);
    expect((await history(a, b)).messages).toHaveLength(2);
    expect(await conversation(b, a)).toMatchObject({ unread_count: 0, deleted_at: null });
    const read = () =>
      markConversationRead(app.services.db, { owner: b, peer: a, at: app.clock.now });
    // Cleared unseen: never read, so the sender gets no receipt.
    expect(await read()).toEqual([]);
    const after = await send(a, b, { msg: 'after' });
    expect((await history(b, a)).messages.map((m) => m.msg)).toEqual(['after']);
    expect(await read()).toEqual([String(after.message.id)]);
  });

  it('deletes a conversation until the next message, which comes back alone', async () => {
    const [a, b] = newPair();
    await send(a, b);
    await deleteConversation(app.services.db, { owner: b, peer: a, at: app.clock.now });
    expect(await conversation(b, a)).toMatchObject({ unread_count: 0 });
    expect((await conversation(b, a))!.deleted_at).not.toBeNull();
    expect((await conversation(a, b))!.deleted_at).toBeNull();
    await send(a, b, { msg: 'Are you there?' });
    expect(await conversation(b, a)).toMatchObject({ unread_count: 1, deleted_at: null });
    expect((await history(b, a)).messages.map((m) => m.msg)).toEqual(['Are you there?']);
  });
});

describe('recall', () => {
  it('lets the sender recall within 2 minutes and answers 1801 after', async () => {
    const [a, b] = newPair();
    const recall = (id: number, by: string) =>
      recallMessage(app.services.db, {
        messageId: String(id),
        by,
        at: app.clock.now,
        withinSeconds: app.services.config.CHAT_RECALL_SECONDS,
      });
    const { message } = await send(a, b, { msg: 'Oops, wrong chat' });
    expect(await rejection(recall(message.id, b))).toBe(404);
    app.clock.advance(119_000);
    const recalled = await recall(message.id, a);
    expect(recalled.recalled_at).toEqual(app.clock.now);
    expect(toChatMessage(recalled, b)).toMatchObject({ recalled: true, msg: '', url: '' });
    app.clock.advance(60_000);
    // Again: nothing changes.
    expect((await recall(message.id, a)).recalled_at).toEqual(recalled.recalled_at);

    const late = await send(a, b);
    app.clock.advance(121_000);
    expect(await rejection(recall(late.message.id, a))).toBe(1801);
    expect(await rejection(recall(999_999_999, a))).toBe(404);
  });
});

describe('burn-after-read images', () => {
  it('keeps the first opening by the recipient, after which the image is no longer served', async () => {
    const [a, b] = newPair();
    const burnUrl = '/uploads/chat/burn/1.jpg';
    const { message } = await send(a, b, {
      type: 'custom',
      customType: 'burn',
      msg: '',
      ext: { platform: 'Web', brand: 'Chrome', burn_url: burnUrl },
    });
    const open = (reader: string) =>
      markBurnImageRead(app.services, {
        messageId: String(message.id),
        reader,
        at: app.clock.now,
      });
    expect(toChatMessage(message, b).ext).toMatchObject({ type: 'burn', burn_url: burnUrl });
    expect(await rejection(open(a))).toBe(404);
    const first = await open(b);
    app.clock.advance(30_000);
    expect(await open(b)).toEqual(first);
    const [stored] = (await history(b, a)).messages;
    expect(toChatMessage(stored!, b).ext.burn_url).toBeUndefined();
    expect(toChatMessage(stored!, a).ext.burn_url).toBe(burnUrl);

    const text = await send(a, b);
    expect(
      await rejection(
        markBurnImageRead(app.services, {
          messageId: String(text.message.id),
          reader: b,
          at: app.clock.now,
        }),
      ),
    ).toBe(404);
  });
});
