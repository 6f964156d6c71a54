import { describe, expect, it } from 'vitest';
import { toasts } from '../../../stores/toasts';
import { chatWithPeer, me, peer, until } from './chatTestWorld';
import { sendText } from './compose';
import { openConversation } from './lifecycle';
import { cancelReply, jumpToMessage, replyTo } from './replies';

const { other, thread } = chatWithPeer();

describe('replies', () => {
  it('sends the chosen quote with the next message, then the bar is empty', async () => {
    const first = await other().send({ to: me, type: 'txt', msg: 'Coffee at five?' });
    await openConversation(peer);
    await until(() => thread().bubbles.some((b) => b.message.id === first.id));
    replyTo(peer, thread().bubbles.find((b) => b.message.id === first.id)!.message);
    expect(thread().replyTo).toEqual({
      id: first.id,
      from: peer,
      type: 'txt',
      msg: 'Coffee at five?',
    });
    const got: string[] = [];
    other().on('message', (m) => got.push(JSON.stringify(m.ext.reply ?? null)));
    await sendText(peer, 'Yes!');
    expect(thread().replyTo).toBeNull();
    const sent = thread().bubbles.at(-1)!;
    expect(sent).toMatchObject({
      status: 'sent',
      message: { msg: 'Yes!', ext: { reply: { id: first.id } } },
    });
    await until(() => got.length === 1);
    expect(JSON.parse(got[0]!)).toMatchObject({ id: first.id, from: peer });
    // Cancelled, the next message quotes nothing.
    replyTo(peer, sent.message);
    cancelReply(peer);
    await sendText(peer, 'Plain');
    expect(thread().bubbles.at(-1)!.message.ext.reply).toBeUndefined();
  });

  it('jumps to an original far up the history, loading the pages in between', async () => {
    const oldest = await other().send({ to: me, type: 'txt', msg: 'The very first one' });
    for (let i = 0; i < 70; i++) await other().send({ to: me, type: 'txt', msg: `message ${i}` });
    await openConversation(peer);
    await until(() => thread().status === 'ready');
    expect(thread().bubbles.some((b) => b.message.id === oldest.id)).toBe(false);
    await jumpToMessage(peer, oldest.id);
    expect(thread().bubbles[0]?.message.id).toBe(oldest.id);
    expect(thread().jump).toMatchObject({ key: oldest.id });
    const first = thread().jump!.at;
    await jumpToMessage(peer, oldest.id);
    expect(thread().jump!.at).toBeGreaterThan(first);
  });

  it('says so when the original is no longer in the history', async () => {
    await other().send({ to: me, type: 'txt', msg: 'hello' });
    await openConversation(peer);
    await until(() => thread().status === 'ready');
    await jumpToMessage(peer, '424242');
    expect(thread().jump).toBeNull();
    expect(toasts.list.at(-1)?.title).toBe(
      'The original message is no longer in this conversation',
    );
  });
});
