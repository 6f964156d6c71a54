import { createMemoryClient } from '@heartline/im/memory';
import { normalMe, ok } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { setChatClientFactory } from '../../../chatConnection';
import { api, apiBase } from '../../../test/apiServer';
import { chatWithPeer, me, peer, until } from './chatTestWorld';
import { sendText } from './compose';
import { askDelete, confirmDelete, loadConversations } from './conversations';
import { ensureChat, enterMessageView, openConversation, reset } from './lifecycle';
import { recall, receiveMessage } from './messages';
import { giveGift, loadGiftOffers, sendRedPacket } from './payments';
import { chat } from './state';
import { toasts } from '../../../stores/toasts';
import { insufficientCoins } from '../../../stores/payment';
import { session } from '../../../stores/session';
import { resetStores } from '../../../stores/resetStores';
import { loadTranslationAvailability } from '../../../stores/translationAvailability';

const { other, hub } = chatWithPeer();

const titles = () => toasts.list.map((notice) => notice.title);

describe('the chat store', () => {
  it('lists the conversations, customer service first', async () => {
    await loadConversations();
    expect(chat.listStatus).toBe('ready');
    expect(chat.conversations[0]?.pinned).toBe(true);
    expect(chat.conversations.some((c) => c.imAccount === peer)).toBe(true);
  });

  it('counts an incoming message as unread, then clears it when opened', async () => {
    await loadConversations();
    const before = chat.conversations.find((c) => c.imAccount === peer)!.unread_num;
    await other().send({ to: me, type: 'txt', msg: 'Hola' });
    await until(
      () => chat.conversations.find((c) => c.imAccount === peer)!.unread_num === before + 1,
    );
    expect(chat.conversations.find((c) => c.imAccount === peer)?.lastMessage?.msg).toBe('Hola');

    const leave = enterMessageView();
    await openConversation(peer);
    expect(chat.conversations.find((c) => c.imAccount === peer)?.unread_num).toBe(0);
    expect(chat.threads[peer]?.bubbles.map((b) => b.message.msg)).toEqual(['Hola']);
    // Open: the next message appends and stays read.
    await other().send({ to: me, type: 'txt', msg: '¿Qué tal?' });
    await until(() => chat.threads[peer]?.bubbles.length === 2);
    expect(chat.conversations.find((c) => c.imAccount === peer)?.unread_num).toBe(0);
    leave();
  });

  it('adds a conversation when someone new writes', async () => {
    await loadConversations();
    hub().addAccount('u100004');
    const stranger = createMemoryClient(hub());
    await stranger.login({ user: 'u100004', password: 'password' });
    await stranger.send({ to: me, type: 'txt', msg: 'Hi there' });
    await until(() => chat.conversations.some((c) => c.imAccount === 'u100004'));
    const added = chat.conversations.find((c) => c.imAccount === 'u100004')!;
    expect(added.unread_num).toBe(1);
    expect(chat.conversations.indexOf(added)).toBe(1);
    await stranger.logout();
  });

  it('counts once what someone new writes while the session list is on its way', async () => {
    hub().addAccount('u100004');
    const stranger = createMemoryClient(hub());
    await stranger.login({ user: 'u100004', password: 'password' });
    // The list was asked for before the messages were stored: its answer does not show them
    // (nor anyone else: a new member's list).
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.use(
      http.post(`${apiBase}/message/user-session-list`, async () => {
        await answered;
        return HttpResponse.json(ok([]));
      }),
    );
    const loading = loadConversations();
    for (const msg of ['Hi', 'there', 'again']) await stranger.send({ to: me, type: 'txt', msg });
    const added = () => chat.conversations.find((c) => c.imAccount === 'u100004');
    await until(() => added()?.unread_num === 3);
    answer();
    await loading;
    expect(chat.listStatus).toBe('ready');
    expect(added()?.unread_num).toBe(3);
    expect(added()?.lastMessage?.msg).toBe('again');
    await stranger.logout();
  });

  it('sends a text: pending, then the stored message; blank is not sent', async () => {
    await openConversation(peer);
    const received: string[] = [];
    other().on('message', (message) => received.push(message.msg));
    const sending = sendText(peer, '  Good morning  ');
    expect(chat.threads[peer]?.bubbles.at(-1)?.status).toBe('sending');
    await sending;
    const bubble = chat.threads[peer]!.bubbles.at(-1)!;
    expect(bubble.status).toBe('sent');
    expect(bubble.message.msg).toBe('Good morning');
    await until(() => received.includes('Good morning'));
    await sendText(peer, '   ');
    expect(chat.threads[peer]!.bubbles).toHaveLength(1);
  });

  it('sends a text as written when it is already in the chosen language (1702, nothing charged)', async () => {
    await openConversation(peer);
    chat.languages[peer] = 'en';
    api.use(
      http.post(`${apiBase}/translate/message`, () =>
        HttpResponse.json(
          {
            code: 1702,
            msg: 'This text is already in the language you are translating into',
            data: null,
          },
          { status: 400 },
        ),
      ),
    );
    const received: Array<{ msg: string; translation?: unknown }> = [];
    other().on('message', (message) =>
      received.push({ msg: message.msg, translation: message.ext?.translation }),
    );
    await sendText(peer, 'Good morning');
    const bubble = chat.threads[peer]!.bubbles.at(-1)!;
    expect(bubble.status).toBe('sent');
    expect(bubble.message.ext.translation).toBeUndefined();
    await until(() => received.length === 1);
    expect(received).toEqual([{ msg: 'Good morning', translation: undefined }]);
    expect(toasts.list).toEqual([]);
  });

  it('sends a text as written, asking for no translation, when the server translates none', async () => {
    api.use(
      http.get(`${apiBase}/translate/availability`, () =>
        HttpResponse.json(ok({ available: false })),
      ),
    );
    await loadTranslationAvailability();
    // The next tests find translation available again (the store asks anew after a reset).
    onTestFinished(() => resetStores());
    await openConversation(peer);
    // A language chosen before the server switched translation off.
    chat.languages[peer] = 'es';
    let asked = 0;
    api.use(
      http.post(`${apiBase}/translate/message`, () => {
        asked += 1;
        return HttpResponse.json(ok({ translation: 'Buenos días', translateRecordId: 1 }));
      }),
    );
    const received: string[] = [];
    other().on('message', (message) => received.push(message.msg));
    await sendText(peer, 'Good morning');
    const bubble = chat.threads[peer]!.bubbles.at(-1)!;
    expect(bubble.status).toBe('sent');
    expect(bubble.message.ext.translation).toBeUndefined();
    await until(() => received.includes('Good morning'));
    expect(asked).toBe(0);
  });

  it('opens the insufficient-coins dialog when the chat refuses with 105', async () => {
    await openConversation(peer);
    hub().refuseNext({ from: me });
    await sendText(peer, 'Hello');
    expect(chat.threads[peer]!.bubbles.at(-1)!.status).toBe('failed');
    expect(insufficientCoins.open).toEqual({ shortOf: 'coins', purchase: { what: 'message' } });
  });

  it('recalls within 2 minutes, and says so after', async () => {
    await openConversation(peer);
    await sendText(peer, 'Oops');
    const id = chat.threads[peer]!.bubbles.at(-1)!.message.id;
    await recall(peer, id);
    expect(chat.threads[peer]!.bubbles.at(-1)!.message.recalled).toBe(true);
    expect(titles()).toContain('Message retracted successfully');

    await sendText(peer, 'Too late');
    const late = chat.threads[peer]!.bubbles.at(-1)!;
    late.message.time -= 3 * 60 * 1000;
    await recall(peer, late.message.id);
    expect(titles()).toContain('Beyond retraction time, cannot retract');
  });

  it('pays a red packet, then sends its message', async () => {
    await loadConversations();
    await openConversation(peer);
    await sendRedPacket(peer, { amount: 10, note: 'Enjoy' });
    const bubble = chat.threads[peer]!.bubbles.at(-1)!;
    expect(bubble.status).toBe('sent');
    expect(bubble.message.customType).toBe('redPacket');
    expect(bubble.message.ext.amount).toBe(10);
  });

  it('pays a red packet or a gift whose answer was lost again with the same key, and sends it once', async () => {
    await loadConversations();
    await openConversation(peer);
    await loadGiftOffers();
    const keys: Record<string, (string | null)[]> = {};
    const record = ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname;
      (keys[path] ??= []).push(request.headers.get('Idempotency-Key'));
    };
    api.events.on('request:start', record);
    const sentOf = (type: string) =>
      chat.threads[peer]!.bubbles.filter((b) => b.message.customType === type);
    api.use(
      http.post(`${apiBase}/pay/gold-coin-pay`, () => HttpResponse.error(), { once: true }),
      http.post(`${apiBase}/gift/give-gifts`, () => HttpResponse.error(), { once: true }),
    );
    await sendRedPacket(peer, { amount: 10, note: 'Enjoy' });
    expect(chat.dialogError).toMatch(/.+/);
    expect(sentOf('redPacket')).toHaveLength(0);
    await sendRedPacket(peer, { amount: 10, note: 'Enjoy' });
    const gift = chat.gifts[0]!.id;
    await giveGift(peer, { giftId: gift, quantity: 1 });
    expect(sentOf('gift')).toHaveLength(0);
    await giveGift(peer, { giftId: gift, quantity: 1 });
    // Another red packet afterwards is another payment.
    await sendRedPacket(peer, { amount: 10, note: 'Enjoy' });
    api.events.removeListener('request:start', record);
    const paid = keys['/api/pay/gold-coin-pay']!;
    expect(paid).toHaveLength(3);
    expect(paid[1]).toBe(paid[0]);
    expect(paid[2]).not.toBe(paid[1]);
    const given = keys['/api/gift/give-gifts']!;
    expect(given).toHaveLength(2);
    expect(given[1]).toBe(given[0]);
    expect(sentOf('redPacket').map((b) => b.status)).toEqual(['sent', 'sent']);
    expect(sentOf('gift').map((b) => b.status)).toEqual(['sent']);
  });

  it('on Easemob, pays a red packet and leaves its message to the server, shown once', async () => {
    reset();
    setChatClientFactory(() => Promise.resolve(createMemoryClient(hub())), 'easemob');
    await ensureChat();
    await loadConversations();
    await openConversation(peer);
    const before = chat.threads[peer]!.bubbles.length;
    await sendRedPacket(peer, { amount: 10, note: 'Enjoy' });
    expect(chat.threads[peer]!.bubbles).toHaveLength(before);
    // The server's message arrives as one of mine; sent again, it still shows once.
    const sent = {
      id: '1029457500870543737',
      clientId: null,
      chatType: 'singleChat' as const,
      from: me,
      to: peer,
      type: 'custom' as const,
      customType: 'redPacket' as const,
      msg: '',
      url: '',
      time: Date.now(),
      read: false,
      delivered: false,
      recalled: false,
      ext: {
        type: 'redPacket' as const,
        amount: 10,
        recordId: 77,
        platform: 'Server',
        brand: 'Heartline',
      },
    };
    receiveMessage(sent, { open: true });
    receiveMessage({ ...sent, id: '1029457500870543738' }, { open: true });
    const shown = chat.threads[peer]!.bubbles.filter((b) => b.message.customType === 'redPacket');
    expect(shown).toHaveLength(1);
    expect(shown[0]!.message.ext.recordId).toBe(77);
  });

  it('refreshes my balance when a red packet arrives, not when a gift does', async () => {
    await loadConversations();
    const coins = normalMe.userAccountVo.goldCoin;
    const credited = {
      ...normalMe,
      userAccountVo: { ...normalMe.userAccountVo, goldCoin: coins + 10 },
    };
    api.use(http.get(`${apiBase}/account/my-info`, () => HttpResponse.json(ok(credited))));
    let myInfoCalls = 0;
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/account/my-info') myInfoCalls++;
    };
    api.events.on('request:start', count);
    // A gift's coins go to the house, a red packet's to me: only the red packet changes my coins.
    await other().send({
      to: me,
      type: 'custom',
      customType: 'gift',
      ext: { amount: 5, recordId: 1 },
    });
    await other().send({
      to: me,
      type: 'custom',
      customType: 'redPacket',
      ext: { amount: 10, recordId: 2 },
    });
    await until(() => session.me?.userAccountVo.goldCoin === coins + 10);
    expect(myInfoCalls).toBe(1);
    api.events.removeListener('request:start', count);
  });

  it('opens the insufficient-coins dialog when a gift cannot be paid', async () => {
    await loadConversations();
    await openConversation(peer);
    await loadGiftOffers();
    api.use(
      http.post(`${apiBase}/gift/give-gifts`, () =>
        HttpResponse.json(
          { code: 105, msg: 'Insufficient gold coins, please recharge', data: null },
          { status: 402 },
        ),
      ),
    );
    chat.dialog = 'gift';
    await giveGift(peer, { giftId: chat.gifts[0]!.id, quantity: 1 });
    expect(chat.dialog).toBeNull();
    expect(insufficientCoins.open).toEqual({ shortOf: 'coins', purchase: { what: 'gift' } });
  });

  it('deletes a conversation once confirmed', async () => {
    await loadConversations();
    askDelete('conversation', peer);
    await confirmDelete();
    expect(chat.conversations.some((c) => c.imAccount === peer)).toBe(false);
    expect(chat.confirm).toBeNull();
  });

  it('raises the alert when logged in on another device', async () => {
    const again = createMemoryClient(hub());
    await again.login({ user: me, password: normalMe.imPassword });
    await until(() => chat.kicked);
    await again.logout();
  });
});
