import { describe, expect, it } from 'vitest';
import { chatWithPeer, me, peer, until } from './chatTestWorld';
import { loadConversations } from './conversations';
import { chat, conversationOf } from './state';

const { other, otherTab } = chatWithPeer({ tabs: true });

describe('two tabs of one browser', () => {
  it('both stay signed in to chat: the second tab kicks nobody', async () => {
    await loadConversations();
    await other().send({ to: me, type: 'txt', msg: 'to both tabs' });
    await until(() => conversationOf(peer)?.lastMessage?.msg === 'to both tabs');
    expect(chat.kicked).toBe(false);
    expect(otherTab().state.status).toBe('connected');
  });

  it('a conversation read in the other tab is read here', async () => {
    await loadConversations();
    const before = conversationOf(peer)?.unread_num ?? 0;
    await other().send({ to: me, type: 'txt', msg: 'one' });
    await other().send({ to: me, type: 'txt', msg: 'two' });
    await until(() => conversationOf(peer)?.unread_num === before + 2);
    await otherTab().markRead(peer);
    await until(() => conversationOf(peer)?.unread_num === 0);
  });

  it('a conversation cleared, then deleted in the other tab follows here', async () => {
    await loadConversations();
    await other().send({ to: me, type: 'txt', msg: 'soon gone' });
    await until(() => conversationOf(peer)?.lastMessage?.msg === 'soon gone');
    await otherTab().clearHistory(peer);
    await until(() => conversationOf(peer)?.lastMessage === null);
    await otherTab().deleteConversation(peer);
    await until(() => !conversationOf(peer));
  });

  it('a message sent from the other tab shows here as mine, not as unread', async () => {
    await loadConversations();
    const before = conversationOf(peer)?.unread_num ?? 0;
    await otherTab().send({ to: peer, type: 'txt', msg: 'sent elsewhere' });
    await until(() => conversationOf(peer)?.lastMessage?.msg === 'sent elsewhere');
    expect(conversationOf(peer)?.unread_num).toBe(before);
  });
});
