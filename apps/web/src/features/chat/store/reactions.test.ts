import { describe, expect, it } from 'vitest';
import { toasts } from '../../../stores/toasts';
import { chatWithPeer, me, peer, until } from './chatTestWorld';
import { openConversation } from './lifecycle';
import { react } from './reactions';

const { other, thread } = chatWithPeer();

describe('reactions', () => {
  it('shows the member reaction at once, tells the peer, and shows theirs as it comes', async () => {
    const { message } = await other().send({ to: me, type: 'txt', msg: 'Tickets for Saturday!' });
    await openConversation(peer);
    await until(() => thread().bubbles.some((b) => b.message.id === message.id));
    const heard: string[] = [];
    other().on('reaction', (notice) => heard.push(JSON.stringify(notice.reactions)));
    const shown = () =>
      thread().bubbles.find((b) => b.message.id === message.id)!.message.reactions;
    const reacting = react(peer, message.id, 'heart');
    expect(shown()).toEqual([{ emoji: 'heart', by: [me] }]);
    await reacting;
    await until(() => heard.length === 1);
    await other().react({ ...message, reactions: [{ emoji: 'heart', by: [me] }] }, 'heart');
    await until(() => shown()?.[0]?.by.length === 2);
    expect(shown()).toEqual([{ emoji: 'heart', by: [me, peer] }]);
    await react(peer, message.id, null);
    expect(shown()).toEqual([{ emoji: 'heart', by: [peer] }]);
  });

  it('goes back and says so when the chat refuses', async () => {
    const { message } = await other().send({ to: me, type: 'txt', msg: 'hi' });
    await openConversation(peer);
    await until(() => thread().bubbles.some((b) => b.message.id === message.id));
    await other().recall(message);
    const bubble = thread().bubbles.find((b) => b.message.id === message.id)!;
    await until(() => bubble.message.recalled);
    // As if the recall had not reached this tab yet: the service refuses the reaction.
    bubble.message.recalled = false;
    await react(peer, message.id, 'fire');
    expect(bubble.message.reactions ?? []).toEqual([]);
    expect(toasts.list.at(-1)?.title).toBe('The reaction was not saved');
  });
});
