// First-message care (issue 18): the chat service refuses a flagged first message once with code
// 1507 and its question; the chat asks, then sends it again confirmed or gives the text back.
import { createMemoryClient, createMemoryHub, type MemoryHub } from '@heartline/im/memory';
import type { ChatClient, ChatMessage } from '@heartline/im';
import { normalMe } from '@heartline/sdk/mocks';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setChatClientFactory } from '../../../chatConnection';
import { i18n, initI18n } from '../../../i18n/i18n';
import { serveApiDuringTests } from '../../../test/apiServer';
import { sendText } from './compose';
import { editFlagged, sendAnyway } from './firstMessageCare';
import { ensureChat, openConversation, reset } from './lifecycle';
import { chat } from './state';
import { toasts } from '../../../stores/toasts';
import { loadMe, session } from '../../../stores/session';
import { writeToken } from '../../../stores/token';

serveApiDuringTests();

const me = normalMe.imAccount;
const peer = 'u100002';
const question =
  'Are you sure? Messages like this one are often reported by the people who receive them. Send it anyway?';
let hub: MemoryHub;
let other: ChatClient;
let received: ChatMessage[];

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('chat');
});

beforeEach(async () => {
  reset();
  toasts.list = [];
  hub = createMemoryHub();
  hub.addAccount(me, normalMe.imPassword);
  hub.addAccount(peer);
  // As the chat service does: a first text with a link is refused until it comes back confirmed.
  hub.setRefusal((out) =>
    out.type === 'txt' && out.msg.includes('http') && !out.ext.confirmed
      ? { code: 1507, message: question }
      : null,
  );
  setChatClientFactory(() => Promise.resolve(createMemoryClient(hub)));
  other = createMemoryClient(hub);
  await other.login({ user: peer, password: 'password' });
  received = [];
  other.on('message', (message) => received.push(message));
  writeToken('test-token');
  session.token = 'test-token';
  await loadMe();
  await ensureChat();
});

afterEach(async () => {
  await other.logout();
  reset();
  setChatClientFactory(null);
});

/** Waits for the peer to have received `count` messages (10 s at most: a guard against a hang). */
const peerReceived = (count: number) =>
  vi.waitFor(() => expect(received, 'what the peer received').toHaveLength(count), {
    timeout: 10_000,
    interval: 10,
  });

const text = 'See my photos at http://pics.example.com';

describe('first-message care', () => {
  it('asks with the server’s words instead of showing a failed bubble', async () => {
    await openConversation(peer);
    await sendText(peer, text);
    const bubble = chat.threads[peer]!.bubbles.at(-1)!;
    expect(bubble.status).toBe('sending');
    expect(chat.firstMessageCare).toEqual({ peer, key: bubble.key, question });
    expect(toasts.list).toEqual([]);
    expect(received).toEqual([]);
  });

  it('"Send anyway" sends the same text again, confirmed', async () => {
    await openConversation(peer);
    await sendText(peer, text);
    await sendAnyway();
    expect(chat.firstMessageCare).toBeNull();
    const bubbles = chat.threads[peer]!.bubbles;
    expect(bubbles).toHaveLength(1);
    expect(bubbles[0]!.status).toBe('sent');
    expect(bubbles[0]!.message).toMatchObject({ msg: text, ext: { confirmed: true } });
    await peerReceived(1);
    expect(received[0]).toMatchObject({ msg: text, ext: { confirmed: true } });
  });

  it('"Edit" takes the bubble away and gives the text back to the message box', async () => {
    await openConversation(peer);
    await sendText(peer, text);
    editFlagged();
    expect(chat.firstMessageCare).toBeNull();
    expect(chat.threads[peer]!.bubbles).toEqual([]);
    expect(chat.returnedText).toEqual({ peer, text, version: 1 });
    // Sent again as edited, without the link, it goes at once.
    await sendText(peer, 'See my photos on my profile');
    expect(chat.threads[peer]!.bubbles.at(-1)!.status).toBe('sent');
    await peerReceived(1);
    expect(received[0]!.ext.confirmed).toBeUndefined();
  });

  it('a message that is not flagged goes without asking', async () => {
    await openConversation(peer);
    await sendText(peer, 'Hello there');
    expect(chat.firstMessageCare).toBeNull();
    expect(chat.threads[peer]!.bubbles.at(-1)!.status).toBe('sent');
  });
});
