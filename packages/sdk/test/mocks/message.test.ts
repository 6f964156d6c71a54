import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk } from '../../src';
import { createHandlers, newMe, svipMe } from '../../src/mocks';

const baseUrl = 'http://api.test';
const server = setupServer(...createHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sdk = createSdk({ baseUrl, brand: 'Chrome' });
const sdkIn = (language: string) =>
  createSdk({ baseUrl, brand: 'Chrome', getLanguage: () => language });

describe('message mocks', () => {
  it('lists announcements in my language, English when one has no text in it', async () => {
    const notices = await sdkIn('de').message.listAnnouncements();
    expect(notices.total).toBe(3);
    expect(notices.records[0]).toMatchObject({ title: 'Tipps für sicheres Dating', read: 0 });
    expect(notices.records[1]).toMatchObject({ title: 'New in Heartline', read: 1 });
    expect(notices.records[2]?.title).toBe('Willkommen bei Heartline');
  });

  it('lists conversations: customer service pinned first, then the newest chats', async () => {
    const list = await sdkIn('zh-CN').message.listConversations();
    const [service, ...others] = list;
    expect(service).toMatchObject({
      userType: 2,
      pinned: true,
      unread_num: 1,
      userId: null,
      imAccount: 'hl_service',
      channel_id: 'hl_service_u100001',
      lastMessage: { type: 'txt', msg: '欢迎来到 Heartline！有什么可以帮您？' },
    });
    expect(others.every((c) => !c.pinned)).toBe(true);
    const times = others.flatMap((c) => (c.lastMessage ? [c.lastMessage.time] : []));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const maria = others.find((c) => c.userId === 2);
    expect(maria).toMatchObject({
      userType: 1,
      friendUserId: 2,
      friendRemarkName: 'Mari 🌻 马德里',
      onlineState: 1,
      unread_num: 3,
      channel_id: 'u100001_u100002',
      lastMessage: { type: 'txt', msg: '¡Buenos días! ¿Qué tal tu fin de semana en Hangzhou?' },
    });
    expect(others.find((c) => c.userId === 3)?.lastMessage).toMatchObject({
      type: 'custom',
      customType: 'gift',
      msg: '[礼物]',
    });
    expect(others.find((c) => c.userId === 7)?.lastMessage?.msg).toBe('[红包]');
    expect(others.find((c) => c.userId === 4)?.lastMessage).toMatchObject({
      type: 'img',
      msg: '[图片]',
    });
    expect(others.find((c) => c.userId === 9)).toMatchObject({
      userType: 3,
      friendUserId: null,
      friendRemarkName: null,
    });
    expect(others.find((c) => c.userId === 10)?.lastMessage).toBeNull();
  });

  it('with empty lists, or for a new user, only customer service is listed', async () => {
    server.use(...createHandlers({ baseUrl, empty: true }));
    const empty = await sdk.message.listConversations();
    expect(empty).toHaveLength(1);
    expect(empty[0]).toMatchObject({ userType: 2, pinned: true, unread_num: 1 });
    server.use(...createHandlers({ baseUrl, me: newMe }));
    await expect(sdk.message.listConversations()).resolves.toHaveLength(1);
  });

  it('dismisses the paid-photo and burn-image notices', async () => {
    await expect(sdk.message.dismissPaymentNotice({ alertType: 0 })).resolves.toBeNull();
    await expect(sdk.message.dismissPaymentNotice({ alertType: 1 })).resolves.toBeNull();
  });

  it('counts unread chats, requests, notifications and notices', async () => {
    const counts = await sdk.message.countUnread();
    expect(counts).toEqual({
      total: 15,
      conversations: 9,
      service: 1,
      friendRequests: 2,
      notifications: 3,
      notices: 1,
    });
    server.use(...createHandlers({ baseUrl, empty: true }));
    await expect(sdk.message.countUnread()).resolves.toMatchObject({
      total: 1,
      conversations: 1,
      service: 1,
    });
  });

  it('lists interactions of every kind; who liked me is hidden below SVIP', async () => {
    const all = await sdk.message.listInteractions();
    expect(new Set(all.records.map((i) => i.type))).toEqual(
      new Set(['like', 'comment', 'follow', 'reply', 'gift']),
    );
    expect(all.records.filter((i) => i.type === 'like').every((i) => i.user === null)).toBe(true);
    const comments = await sdk.message.listInteractions({ type: 'comment' });
    expect(comments.records[0]).toMatchObject({
      content: 'Wunderschönes Foto! Wo ist das?',
      user: { nickname: 'Lena Schmidt' },
      dynamicId: 314,
    });
    server.use(...createHandlers({ baseUrl, me: svipMe }));
    const likes = await sdk.message.listInteractions({ type: 'like' });
    expect(likes.records[0]?.user?.nickname).toBe('María García');
  });

  it('marks a burn-after-read image as read, and refuses an unknown one (404)', async () => {
    await expect(sdk.message.readBurnImage({ msgId: '1289375612245' })).resolves.toEqual({
      msgId: '1289375612245',
      readTime: '2026-11-20T23:31:05.000Z',
      url: '/uploads/burn/100005/sunset.jpg',
    });
    await expect(sdk.message.readBurnImage({ msgId: 'nope' })).rejects.toMatchObject({
      kind: 'api',
      code: 404,
      status: 404,
    });
  });

  it('gives the customer-service account, the exclusive one to SVIP members', async () => {
    await expect(sdk.message.getServiceAccount()).resolves.toMatchObject({
      serviceAccount: 'hl_service',
      exclusive: false,
    });
    server.use(...createHandlers({ baseUrl, me: svipMe }));
    await expect(sdk.message.getServiceAccount()).resolves.toMatchObject({
      serviceAccount: 'hl_service_vip',
      exclusive: true,
    });
    const [service] = await sdk.message.listConversations();
    expect(service?.imAccount).toBe('hl_service_vip');
  });

  it('mutes and pins conversations under customer service, at most three (1508)', async () => {
    // A handler set of its own: mute and pin are kept per mock world.
    server.use(...createHandlers({ baseUrl }));
    const [service, ...others] = await sdk.message.listConversations();
    const [a, b, c, d] = others;
    await expect(
      sdk.message.setConversationSettings({ imAccount: c!.imAccount, pinned: true }),
    ).resolves.toEqual({ imAccount: c!.imAccount, pinned: true, muted: false });
    await sdk.message.setConversationSettings({
      imAccount: a!.imAccount,
      pinned: true,
      muted: true,
    });
    await sdk.message.setConversationSettings({ imAccount: b!.imAccount, pinned: true });
    await expect(
      sdk.message.setConversationSettings({ imAccount: d!.imAccount, pinned: true }),
    ).rejects.toMatchObject({ code: 1508 });
    const list = await sdk.message.listConversations();
    expect(list.slice(0, 4).map((x) => [x.imAccount, x.pinned, x.muted])).toEqual([
      [service!.imAccount, true, false],
      [c!.imAccount, true, false],
      [a!.imAccount, true, true],
      [b!.imAccount, true, false],
    ]);
    await expect(
      sdk.message.setConversationSettings({ imAccount: service!.imAccount, pinned: false }),
    ).rejects.toMatchObject({ code: 1509 });
    await expect(
      sdk.message.setConversationSettings({ imAccount: 'u999999', muted: true }),
    ).rejects.toMatchObject({ code: 404 });
  });
});
