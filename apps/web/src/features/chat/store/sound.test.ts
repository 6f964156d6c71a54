import { describe, expect, it, vi } from 'vitest';
import type * as MessageSound from '../../../stores/messageSound';
import { chatWithPeer, me, peer, until } from './chatTestWorld';
import { loadConversations } from './conversations';
import { keepConversation } from './keeping';
import { chat } from './state';

const played = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../stores/messageSound', async (original) => ({
  ...(await original<typeof MessageSound>()),
  playMessageSound: () => {
    played.count += 1;
  },
}));

const { other } = chatWithPeer();

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('the chime of a new message', () => {
  it('plays only while the tab is in the background, and never for a muted conversation', async () => {
    await loadConversations();
    const before = played.count;
    setVisibility('visible');
    await other().send({ to: me, type: 'txt', msg: 'seen' });
    await until(() => chat.conversations.some((c) => c.lastMessage?.msg === 'seen'));
    expect(played.count).toBe(before);

    setVisibility('hidden');
    await other().send({ to: me, type: 'txt', msg: 'away' });
    await until(() => played.count === before + 1);

    await keepConversation(peer, { muted: true });
    await other().send({ to: me, type: 'txt', msg: 'muted' });
    await until(() => chat.conversations.some((c) => c.lastMessage?.msg === 'muted'));
    expect(played.count).toBe(before + 1);
    setVisibility('visible');
  });
});
