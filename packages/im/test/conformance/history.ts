/** History (20 a page, newest first, by cursor), the conversation list and the deletes. */
import { expect, it } from 'vitest';
import { channelId } from '../../src/internal/outgoing';
import { HISTORY_PAGE_SIZE, type ChatMessage } from '../../src/types';
import { eventually, members, sendTexts, texts, type WorldRef } from './world';

async function allPages(
  page: (cursor: string | null) => Promise<{ messages: ChatMessage[]; cursor: string | null }>,
) {
  const pages: ChatMessage[][] = [];
  let cursor: string | null = null;
  do {
    const next = await page(cursor);
    pages.push(next.messages);
    cursor = next.cursor;
  } while (cursor !== null && pages.length < 10);
  return pages;
}

export function historySpecs(world: WorldRef): void {
  it('pages history 20 at a time, newest first, until the cursor runs out', async () => {
    const [a, b] = await members(world(), 2);
    const sent = texts('h', 45);
    await sendTexts(a, b, sent);
    const pages = await allPages((cursor) => b.client.history(a.user, cursor));
    expect(pages.map((p) => p.length)).toEqual([HISTORY_PAGE_SIZE, HISTORY_PAGE_SIZE, 5]);
    expect(pages.flat().map((m) => m.msg)).toEqual([...sent].reverse());
    const mine = await allPages((cursor) => a.client.history(b.user, cursor));
    expect(mine.flat().map((m) => m.id)).toEqual(pages.flat().map((m) => m.id));
  });

  it('answers a null cursor when one page holds everything, and an empty page for no messages', async () => {
    const [a, b, c] = await members(world(), 3);
    await sendTexts(a, b, texts('few', 3));
    expect(await b.client.history(a.user)).toMatchObject({ cursor: null });
    expect(await c.client.history(a.user)).toEqual({ messages: [], cursor: null });
  });

  it('holds both directions of the conversation', async () => {
    const [a, b] = await members(world(), 2);
    await a.client.send({ to: b.user, type: 'txt', msg: 'one' });
    await eventually(() => expect(b.events.message).toHaveLength(1));
    await b.client.send({ to: a.user, type: 'txt', msg: 'two' });
    const { messages } = await a.client.history(b.user);
    expect(messages.map((m) => [m.from, m.msg])).toEqual([
      [b.user, 'two'],
      [a.user, 'one'],
    ]);
  });

  it('lists conversations, the most recent first, with unread counts and the last message', async () => {
    const [a, b, c] = await members(world(), 3);
    await sendTexts(b, a, ['from b 1', 'from b 2']);
    await sendTexts(c, a, ['from c']);
    await eventually(() => expect(a.events.message).toHaveLength(3));
    const list = await a.client.conversations();
    expect(list.map((x) => x.imAccount)).toEqual([c.user, b.user]);
    expect(list[0]).toMatchObject({
      channel_id: channelId(a.user, c.user),
      unread_num: 1,
      lastMessage: { msg: 'from c', from: c.user },
    });
    expect(list[1]).toMatchObject({ unread_num: 2, lastMessage: { msg: 'from b 2' } });

    await a.client.send({ to: b.user, type: 'txt', msg: 'reply' });
    const again = await a.client.conversations();
    expect(again.map((x) => x.imAccount)).toEqual([b.user, c.user]);
    expect(again[0]).toMatchObject({ unread_num: 2, lastMessage: { msg: 'reply' } });
    const theirs = await b.client.conversations();
    expect(theirs[0]).toMatchObject({ imAccount: a.user, unread_num: 1 });
  });

  it("deleting a conversation clears it from the owner's side only, until the next message", async () => {
    const [a, b] = await members(world(), 2);
    await sendTexts(a, b, texts('old', 3));
    await eventually(() => expect(b.events.message).toHaveLength(3));
    await b.client.deleteConversation(a.user);
    expect((await b.client.conversations()).map((x) => x.imAccount)).not.toContain(a.user);
    expect((await b.client.history(a.user)).messages).toEqual([]);
    expect((await a.client.history(b.user)).messages).toHaveLength(3);

    await a.client.send({ to: b.user, type: 'txt', msg: 'new' });
    await eventually(() => expect(b.events.message).toHaveLength(4));
    const [back] = await b.client.conversations();
    expect(back).toMatchObject({ imAccount: a.user, unread_num: 1, lastMessage: { msg: 'new' } });
    expect((await b.client.history(a.user)).messages.map((m) => m.msg)).toEqual(['new']);
  });

  it('clearing the history keeps the conversation listed with nothing unread', async () => {
    const [a, b] = await members(world(), 2);
    await sendTexts(a, b, texts('clear', 2));
    await eventually(() => expect(b.events.message).toHaveLength(2));
    await b.client.clearHistory(a.user);
    expect((await b.client.history(a.user)).messages).toEqual([]);
    const [summary] = await b.client.conversations();
    expect(summary).toMatchObject({ imAccount: a.user, unread_num: 0 });
    expect((await a.client.history(b.user)).messages).toHaveLength(2);
  });

  it("deleting messages removes them from the owner's history only", async () => {
    const [a, b] = await members(world(), 2);
    const acks = await sendTexts(a, b, texts('del', 3));
    await b.client.deleteMessages(a.user, [acks[0]!.id, acks[2]!.id]);
    expect((await b.client.history(a.user)).messages.map((m) => m.msg)).toEqual(['del 2']);
    expect((await a.client.history(b.user)).messages).toHaveLength(3);
  });
}
