// @vitest-environment jsdom
/**
 * The Easemob client's calls against a fake of the SDK's connection class, replaced at the module
 * boundary: every interface call must reach the right SDK call with the right arguments.
 * (test/easemob.sdk.test.ts checks that the real SDK has the shape the fake stands in for.)
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createChatClient } from '../src';
import { createEasemobClient } from '../src/easemob';
import { RecallTooLateError, SendRefusedError } from '../src/errors';
import {
  collect,
  config,
  conn,
  credentials,
  fake,
  loggedIn,
  textBody,
} from './support/fakeEasemob';

vi.mock('easemob-websdk', async () => (await import('./support/fakeEasemob')).sdkModule());

describe('loading the SDK', () => {
  it('imports easemob-websdk on the first login, not with the module or the client', async () => {
    const client = await createChatClient({ kind: 'easemob', ...config });
    expect(client.kind).toBe('easemob');
    expect(fake.state.loads).toBe(0);
    expect(fake.state.connections).toHaveLength(0);
    await client.login(credentials);
    expect(fake.state.loads).toBe(1);
    expect(fake.state.connections).toHaveLength(1);
  });
});

describe('EasemobChatClient calls', () => {
  beforeEach(() => {
    fake.create.mockClear();
  });

  it('creates the connection with the app key, the URLs, delivery receipts and 10 attempts', async () => {
    const { conn } = await loggedIn();
    expect(conn.options).toEqual({
      appKey: 'heartline#chat',
      url: 'wss://im.example.com/websocket',
      apiUrl: 'https://api.example.com',
      isHttpDNS: false,
      delivery: true,
      autoReconnectNumMax: 10,
    });
    expect(conn.handlerId).toBe('heartline-chat');
  });

  it("logs in with the IM account and password (the SDK's pwd), then reports connected", async () => {
    const client = createEasemobClient(config);
    const states = collect(client, 'connection');
    await client.login(credentials);
    expect(conn().open).toHaveBeenCalledWith({ user: 'u100001', pwd: 'im-secret' });
    expect(client.state).toEqual({ status: 'connected' });
    expect(client.user).toBe('u100001');
    expect(states).toEqual([{ status: 'connected' }]);
  });

  it('turns a failed open into loginFailed', async () => {
    const client = createEasemobClient(config);
    await client.login(credentials);
    await client.logout();
    conn().open.mockRejectedValueOnce({ type: 1, message: 'invalid password' });
    await expect(client.login(credentials)).rejects.toMatchObject({
      kind: 'loginFailed',
      code: 1,
      message: 'invalid password',
    });
    expect(client.user).toBeNull();
    expect(client.state).toEqual({ status: 'disconnected' });
  });

  it('logs out by closing the connection', async () => {
    const { client, conn } = await loggedIn();
    const states = collect(client, 'connection');
    await client.logout();
    expect(conn.close).toHaveBeenCalledTimes(1);
    expect(states).toEqual([{ status: 'disconnected' }]);
    await expect(client.history('u100003')).rejects.toMatchObject({ kind: 'notConnected' });
  });

  it('sends text with ext through message.create and send, and acks with the server id', async () => {
    const { client, conn } = await loggedIn();
    const ack = await client.send({
      to: 'u100003',
      type: 'txt',
      msg: 'Hola',
      clientId: 'c-1',
      ext: { translation: 'Hello', translateRecordId: 12 },
    });
    expect(fake.create).toHaveBeenCalledWith({
      type: 'txt',
      chatType: 'singleChat',
      to: 'u100003',
      msg: 'Hola',
      ext: { translation: 'Hello', translateRecordId: 12, platform: 'Web', brand: 'Chrome' },
    });
    const body = fake.create.mock.results[0]!.value;
    expect(conn.send).toHaveBeenCalledWith(body);
    expect(ack).toMatchObject({ clientId: 'c-1', id: `srv-${body.id}`, time: fake.SENT_AT });
    expect(ack.message).toMatchObject({
      id: ack.id,
      clientId: 'c-1',
      from: 'u100001',
      msg: 'Hola',
    });
  });

  it('sends a confirmed first message with ext.confirmed', async () => {
    const { client } = await loggedIn();
    await client.send({ to: 'u100003', type: 'txt', msg: 'Hi', ext: { confirmed: true } });
    expect(fake.create).toHaveBeenCalledWith(
      expect.objectContaining({ ext: { confirmed: true, platform: 'Web', brand: 'Chrome' } }),
    );
  });

  it('sends an image by its url and a custom message by its event', async () => {
    const { client } = await loggedIn();
    await client.send({ to: 'u100003', type: 'img', url: '/uploads/chat/1.jpg' });
    await client.send({
      to: 'u100003',
      type: 'custom',
      customType: 'redPacket',
      ext: { note: 'Feliz cumpleaños', amount: 50, recordId: 77 },
    });
    expect(fake.create.mock.calls.map(([params]) => params)).toEqual([
      {
        type: 'img',
        chatType: 'singleChat',
        to: 'u100003',
        url: '/uploads/chat/1.jpg',
        ext: { platform: 'Web', brand: 'Chrome' },
      },
      {
        type: 'custom',
        chatType: 'singleChat',
        to: 'u100003',
        customEvent: 'redPacket',
        customExts: {},
        ext: {
          note: 'Feliz cumpleaños',
          amount: 50,
          recordId: 77,
          type: 'redPacket',
          platform: 'Web',
          brand: 'Chrome',
        },
      },
    ]);
  });

  it('refuses invalid messages without calling the SDK', async () => {
    const { client, conn } = await loggedIn();
    await expect(client.send({ to: 'u100003', type: 'txt', msg: '  ' })).rejects.toMatchObject({
      kind: 'invalidMessage',
    });
    expect(conn.send).not.toHaveBeenCalled();
  });

  it.each([
    ['{"code":105,"message":"Insufficient gold coins"}', 105, 'Insufficient gold coins'],
    ['{"code":"106","msg":"No characters left"}', 106, 'No characters left'],
    ['blocked by moderation', null, 'blocked by moderation'],
    [
      '{"code":1507,"message":"Are you sure? Send it anyway?"}',
      1507,
      'Are you sure? Send it anyway?',
    ],
  ])('turns a 502 with %s into a refusal', async (reason, code, message) => {
    const { client, conn } = await loggedIn();
    const refused = collect(client, 'refused');
    conn.send.mockRejectedValueOnce({ type: 502, message: reason, data: { id: 'x', mid: 'y' } });
    const error = await client
      .send({ to: 'u100003', type: 'txt', msg: 'hi', clientId: 'c-502' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(SendRefusedError);
    const refusal = { type: 502, code, message, clientId: 'c-502', to: 'u100003' };
    expect(error.refusal).toEqual(refusal);
    expect(refused).toEqual([refusal]);
  });

  it('turns other send failures into service errors', async () => {
    const { client, conn } = await loggedIn();
    conn.send.mockRejectedValueOnce({ type: 510, message: 'websocket disconnected' });
    await expect(client.send({ to: 'u100003', type: 'txt', msg: 'hi' })).rejects.toMatchObject({
      kind: 'service',
      code: 510,
    });
  });

  it('recalls through recallMessage, and a 504 becomes RecallTooLateError (1801)', async () => {
    const { client, conn } = await loggedIn();
    await client.recall({ id: '1289375612101', to: 'u100003' });
    expect(conn.recallMessage).toHaveBeenCalledWith({
      mid: '1289375612101',
      to: 'u100003',
      chatType: 'singleChat',
    });
    conn.recallMessage.mockRejectedValueOnce({ type: 504, message: 'recall time limit' });
    const error = await client.recall({ id: '1', to: 'u100003' }).catch((e) => e);
    expect(error).toBeInstanceOf(RecallTooLateError);
    expect(error).toMatchObject({ code: 1801, message: 'beyond retraction time, cannot retract' });
  });

  it('marks read with one conversation receipt, however many messages arrived', async () => {
    const { client, conn } = await loggedIn();
    conn.fire('onTextMessage', textBody({ id: 'm1' }));
    conn.fire('onTextMessage', textBody({ id: 'm2' }));
    conn.fire('onTextMessage', textBody({ id: 'm3', from: 'u100009' }));
    await client.markRead('u100003');
    expect(fake.create.mock.calls.map(([params]) => params)).toEqual([
      { type: 'channel', chatType: 'singleChat', to: 'u100003' },
    ]);
    expect(conn.send).toHaveBeenCalledTimes(1);
  });

  it('fetches history 20 at a time, newest first, by cursor', async () => {
    const { client, conn } = await loggedIn();
    conn.getHistoryMessages.mockResolvedValueOnce({
      messages: [
        textBody({ id: 'old', time: 1000 }),
        { id: 'cmd', type: 'cmd', chatType: 'singleChat', from: 'u100003', to: 'u100001' },
        textBody({ id: 'new', time: 2000, isRead: true, isDelivered: true }),
      ],
      cursor: 'old',
      isLast: false,
    });
    const page = await client.history('u100003');
    expect(conn.getHistoryMessages).toHaveBeenLastCalledWith({
      targetId: 'u100003',
      chatType: 'singleChat',
      pageSize: 20,
      searchDirection: 'up',
    });
    expect(page.cursor).toBe('old');
    expect(page.messages.map((m) => [m.id, m.read, m.delivered])).toEqual([
      ['new', true, true],
      ['old', false, false],
    ]);

    const last = await client.history('u100003', 'old');
    expect(conn.getHistoryMessages).toHaveBeenLastCalledWith(
      expect.objectContaining({ cursor: 'old' }),
    );
    expect(last).toEqual({ messages: [], cursor: null });
  });

  it('lists conversations from the server, page after page', async () => {
    const { client, conn } = await loggedIn();
    conn.getServerConversations
      .mockResolvedValueOnce({
        type: 0,
        data: {
          conversations: [
            {
              conversationId: 'u100003',
              conversationType: 'singleChat',
              isPinned: false,
              pinnedTime: 0,
              unReadCount: 3,
              lastMessage: textBody(),
            },
            {
              conversationId: 'group-1',
              conversationType: 'groupChat',
              isPinned: false,
              pinnedTime: 0,
              unReadCount: 1,
              lastMessage: {},
            },
          ],
          cursor: 'next',
        },
      })
      .mockResolvedValueOnce({
        type: 0,
        data: {
          conversations: [
            {
              conversationId: 'hl_service',
              conversationType: 'singleChat',
              isPinned: false,
              pinnedTime: 0,
              unReadCount: 0,
              lastMessage: {},
            },
          ],
          cursor: '',
        },
      });
    const list = await client.conversations();
    expect(conn.getServerConversations.mock.calls.map(([p]) => p)).toEqual([
      { pageSize: 50, cursor: '' },
      { pageSize: 50, cursor: 'next' },
    ]);
    expect(list).toEqual([
      {
        channel_id: 'u100001_u100003',
        imAccount: 'u100003',
        unread_num: 3,
        lastMessage: expect.objectContaining({ id: '1289375612101', msg: 'Привет' }),
      },
      {
        channel_id: 'hl_service_u100001',
        imAccount: 'hl_service',
        unread_num: 0,
        lastMessage: null,
      },
    ]);
  });

  it('deletes a conversation with its history, clears history, deletes messages 20 at a time', async () => {
    const { client, conn } = await loggedIn();
    await client.deleteConversation('u100003');
    expect(conn.deleteConversation).toHaveBeenCalledWith({
      channel: 'u100003',
      chatType: 'singleChat',
      deleteRoam: true,
    });
    vi.useFakeTimers({ now: 1_795_170_000_000, toFake: ['Date'] });
    await client.clearHistory('u100003');
    vi.useRealTimers();
    expect(conn.removeHistoryMessages).toHaveBeenLastCalledWith({
      targetId: 'u100003',
      chatType: 'singleChat',
      beforeTimeStamp: 1_795_170_000_000,
    });
    const ids = Array.from({ length: 25 }, (_, i) => `m${i}`);
    await client.deleteMessages('u100003', ids);
    expect(conn.removeHistoryMessages.mock.calls.slice(1).map(([p]) => p)).toEqual([
      { targetId: 'u100003', chatType: 'singleChat', messageIds: ids.slice(0, 20) },
      { targetId: 'u100003', chatType: 'singleChat', messageIds: ids.slice(20) },
    ]);
  });

  it('subscribes to presence and answers who is online', async () => {
    const { client, conn } = await loggedIn();
    conn.subscribePresence.mockResolvedValueOnce({
      type: 0,
      data: {
        result: [
          { uid: 'u100003', status: { web_abc: '1' }, expiry: 0, ext: '', last_time: 0 },
          { uid: 'u100004', status: { web_def: '0' }, expiry: 0, ext: '', last_time: 0 },
        ],
      },
    });
    const states = await client.subscribePresence(['u100003', 'u100004', 'u100005']);
    expect(conn.subscribePresence).toHaveBeenCalledWith({
      usernames: ['u100003', 'u100004', 'u100005'],
      expiry: 7 * 24 * 3600,
    });
    expect(states).toEqual([
      { imAccount: 'u100003', online: true, lastSeen: null },
      { imAccount: 'u100004', online: false, lastSeen: null },
      { imAccount: 'u100005', online: false, lastSeen: null },
    ]);
    await client.unsubscribePresence(['u100003']);
    expect(conn.unsubscribePresence).toHaveBeenCalledWith({ usernames: ['u100003'] });
  });

  it('tells last seen from the presence time (seconds) only when configured to', async () => {
    const { client, conn } = await loggedIn({ presenceLastSeen: true });
    conn.subscribePresence.mockResolvedValueOnce({
      type: 0,
      data: {
        result: [
          { uid: 'u100003', status: { web_abc: '1' }, expiry: 0, ext: '', last_time: 1795341000 },
          { uid: 'u100004', status: { web_def: '0' }, expiry: 0, ext: '', last_time: 1795341000 },
          { uid: 'u100005', status: { web_def: '0' }, expiry: 0, ext: '', last_time: 0 },
        ],
      },
    });
    expect(await client.subscribePresence(['u100003', 'u100004', 'u100005'])).toEqual([
      { imAccount: 'u100003', online: true, lastSeen: null },
      { imAccount: 'u100004', online: false, lastSeen: 1795341000_000 },
      { imAccount: 'u100005', online: false, lastSeen: null },
    ]);
  });

  it('wraps other SDK failures as service errors', async () => {
    const { client, conn } = await loggedIn();
    conn.getServerConversations.mockRejectedValueOnce({ type: 500, message: 'server busy' });
    await expect(client.conversations()).rejects.toMatchObject({ kind: 'service', code: 500 });
  });
  it('sends typing as a CMD TypingBegin delivered online only, never stored; a failure is swallowed', async () => {
    const { client, conn } = await loggedIn();
    await client.sendTyping('u100003');
    expect(fake.create).toHaveBeenCalledWith({
      type: 'cmd',
      chatType: 'singleChat',
      to: 'u100003',
      action: 'TypingBegin',
      deliverOnlineOnly: true,
    });
    expect(conn.send).toHaveBeenCalledWith(fake.create.mock.results.at(-1)!.value);
    conn.send.mockRejectedValueOnce({ type: 1, message: 'socket closed' });
    await expect(client.sendTyping('u100003')).resolves.toBeUndefined();
    await client.logout();
    conn.send.mockClear();
    await expect(client.sendTyping('u100003')).resolves.toBeUndefined();
    expect(conn.send).not.toHaveBeenCalled();
  });
});
