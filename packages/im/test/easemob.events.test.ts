// @vitest-environment jsdom
/**
 * The Easemob client's events against a fake of the SDK's connection class: every SDK event must
 * come out as the right interface event, and the SDK's reconnection as the interface's states.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collect, loggedIn, textBody } from './support/fakeEasemob';

vi.mock('easemob-websdk', async () => (await import('./support/fakeEasemob')).sdkModule());

describe('EasemobChatClient events', () => {
  it('maps text, image and custom messages, and emits a message delivered twice once', async () => {
    const { client, conn } = await loggedIn();
    const messages = collect(client, 'message');
    conn.fire('onTextMessage', textBody());
    conn.fire('onTextMessage', textBody());
    conn.fire('onImageMessage', {
      id: 'img-1',
      type: 'img',
      chatType: 'singleChat',
      from: 'u100003',
      to: 'u100001',
      url: 'https://cdn.example.com/a.jpg',
      time: 5,
      ext: { platform: 'Web', brand: 'Safari' },
    });
    conn.fire('onCustomMessage', {
      id: 'gift-1',
      type: 'custom',
      chatType: 'singleChat',
      from: 'u100003',
      to: 'u100001',
      customEvent: 'gift',
      customExts: {},
      time: 6,
      ext: { type: 'gift', url: '/uploads/gifts/rose.png', note: 'Rose', amount: 5, recordId: 3 },
    });
    conn.fire('onCustomMessage', {
      id: 'other',
      type: 'custom',
      chatType: 'singleChat',
      from: 'u100003',
      to: 'u100001',
      customEvent: 'something-else',
      customExts: {},
      time: 7,
    });
    conn.fire('onTextMessage', textBody({ id: 'group', chatType: 'groupChat' }));
    expect(messages).toEqual([
      {
        id: '1289375612101',
        clientId: null,
        from: 'u100003',
        to: 'u100001',
        type: 'txt',
        customType: null,
        msg: 'Привет',
        url: '',
        time: 1_795_163_000_000,
        chatType: 'singleChat',
        ext: { translation: 'Hi', translateRecordId: 9, platform: 'Web', brand: 'Firefox' },
        read: false,
        delivered: false,
        recalled: false,
      },
      expect.objectContaining({ id: 'img-1', type: 'img', url: 'https://cdn.example.com/a.jpg' }),
      expect.objectContaining({
        id: 'gift-1',
        type: 'custom',
        customType: 'gift',
        msg: '',
        ext: {
          type: 'gift',
          url: '/uploads/gifts/rose.png',
          note: 'Rose',
          amount: 5,
          recordId: 3,
          platform: '',
          brand: '',
        },
      }),
    ]);
  });

  it('maps a voice message with its recording, duration and waveform', async () => {
    const { client, conn } = await loggedIn();
    const messages = collect(client, 'message');
    const ext = {
      type: 'voice',
      url: '/uploads/voice/100003/9f2c.webm',
      duration: 12,
      waveform: [3, 17, 31, 0],
    };
    conn.fire('onCustomMessage', {
      id: 'voice-1',
      type: 'custom',
      chatType: 'singleChat',
      from: 'u100003',
      to: 'u100001',
      customEvent: 'voice',
      customExts: {},
      time: 8,
      ext: { ...ext, platform: 'Web', brand: 'Chrome' },
    });
    expect(messages).toEqual([
      expect.objectContaining({
        id: 'voice-1',
        customType: 'voice',
        ext: { ...ext, platform: 'Web', brand: 'Chrome' },
      }),
    ]);
  });

  it('keeps the flags the server set on a first message, and drops unknown ones', async () => {
    const { client, conn } = await loggedIn();
    const messages = collect(client, 'message');
    const ext = { platform: 'Web', brand: 'Firefox', confirmed: true };
    conn.fire(
      'onTextMessage',
      textBody({ ext: { ...ext, flagged: ['link', 'contact', 'odd', 3] } }),
    );
    expect(messages[0]!.ext).toEqual({ ...ext, flagged: ['link', 'contact'] });
  });

  it('maps recall, read, conversation-read and delivery receipts', async () => {
    const { client, conn } = await loggedIn();
    const recalls = collect(client, 'recall');
    const reads = collect(client, 'read');
    const deliveries = collect(client, 'delivered');
    conn.fire('onRecallMessage', { id: 'r', mid: 'm1', from: 'u100003', to: 'u100001', ext: '' });
    conn.fire('onReadMessage', {
      id: 'ack',
      mid: 'm2',
      type: 'read',
      from: 'u100003',
      to: 'u100001',
      chatType: 'singleChat',
    });
    conn.fire('onChannelMessage', {
      id: 'ch',
      type: 'channel',
      from: 'u100003',
      to: 'u100001',
      chatType: 'singleChat',
      time: 1,
    });
    conn.fire('onDeliveredMessage', {
      id: 'd',
      ackId: 'm3',
      type: 'delivery',
      from: 'u100003',
      to: 'u100001',
    });
    expect(recalls).toEqual([{ id: 'm1', from: 'u100003', to: 'u100001' }]);
    expect(reads).toEqual([
      { by: 'u100003', ids: ['m2'], all: false },
      { by: 'u100003', ids: [], all: true },
    ]);
    expect(deliveries).toEqual([{ id: 'm3', by: 'u100003' }]);
  });

  it('maps presence changes', async () => {
    const { client, conn } = await loggedIn();
    const presence = collect(client, 'presence');
    conn.fire('onPresenceStatusChange', [
      {
        userId: 'u100003',
        statusDetails: [{ device: 'web', status: 1 }],
        ext: '',
        lastTime: 1,
        expire: 1,
      },
      {
        userId: 'u100004',
        statusDetails: [{ device: 'web', status: 0 }],
        ext: '',
        lastTime: 1,
        expire: 1,
      },
    ]);
    expect(presence).toEqual([
      { imAccount: 'u100003', online: true, lastSeen: null },
      { imAccount: 'u100004', online: false, lastSeen: null },
    ]);
  });

  it('maps the presence time to last seen when configured to (Easemob cannot hide it)', async () => {
    const { client, conn } = await loggedIn({ presenceLastSeen: true });
    const presence = collect(client, 'presence');
    conn.fire('onPresenceStatusChange', [
      {
        userId: 'u100004',
        statusDetails: [{ device: 'web', status: 0 }],
        ext: '',
        lastTime: 1795341000,
        expire: 1,
      },
    ]);
    expect(presence).toEqual([{ imAccount: 'u100004', online: false, lastSeen: 1795341000_000 }]);
  });

  it.each([
    [206, 'otherDevice'],
    [217, 'otherDevice'],
    [216, 'passwordChanged'],
    [207, 'removed'],
  ] as const)('error %i ends the session as kicked (type 39, %s)', async (type, reason) => {
    const { client, conn } = await loggedIn();
    const kicked = collect(client, 'kicked');
    const states = collect(client, 'connection');
    conn.fire('onError', { type, message: 'kicked' });
    conn.fire('onDisconnected', { type, message: 'kicked' });
    expect(kicked).toEqual([{ type: 39, reason }]);
    expect(states).toEqual([{ status: 'disconnected' }]);
    expect(client.user).toBeNull();
  });

  it('ignores errors that do not end the session, including 39 (not logged in, in SDK 4)', async () => {
    const { client, conn } = await loggedIn();
    const kicked = collect(client, 'kicked');
    conn.fire('onError', { type: 39, message: 'not logged in' });
    conn.fire('onError', { type: 16, message: 'websocket has been disconnected' });
    expect(kicked).toEqual([]);
    expect(client.state).toEqual({ status: 'connected' });
  });

  it("numbers the SDK's reconnection attempts and gives up when it stops", async () => {
    const { client, conn } = await loggedIn();
    const states = collect(client, 'connection');
    conn.fire('onReconnecting');
    conn.fire('onReconnecting');
    conn.fire('onConnected');
    conn.fire('onReconnecting');
    conn.fire('onDisconnected', { type: 16, message: 'reconnection failed' });
    expect(states).toEqual([
      { status: 'reconnecting', attempt: 1 },
      { status: 'reconnecting', attempt: 2 },
      { status: 'connected' },
      { status: 'reconnecting', attempt: 1 },
      { status: 'givenUp' },
    ]);
    await expect(client.send({ to: 'u100003', type: 'txt', msg: 'x' })).rejects.toMatchObject({
      kind: 'notConnected',
    });
  });

  it('a send while the SDK reconnects waits for onConnected', async () => {
    const { client, conn } = await loggedIn();
    // The state each call to the SDK's send found: the positive sign of when it went.
    const sentWhile: string[] = [];
    const send = conn.send.getMockImplementation()!;
    conn.send.mockImplementation((body) => {
      sentWhile.push(client.state.status);
      return send(body);
    });
    conn.fire('onReconnecting');
    const pending = client.send({ to: 'u100003', type: 'txt', msg: 'later' });
    // Part of the scenario: what the client would do without waiting, it does in microtasks (the
    // SDK is loaded), all run before the next macrotask. The send's state is checked below.
    await new Promise((resolve) => setImmediate(resolve));
    conn.fire('onConnected');
    await expect(pending).resolves.toMatchObject({ clientId: expect.any(String) });
    expect(sentWhile).toEqual(['connected']);
  });

  describe('after giving up', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('reconnect() retries open with the shared backoff until it connects', async () => {
      const { client, conn } = await loggedIn();
      conn.fire('onReconnecting');
      conn.fire('onDisconnected', { type: 16, message: 'reconnection failed' });
      const states = collect(client, 'connection');
      vi.useFakeTimers();
      conn.open.mockClear();
      conn.open.mockRejectedValueOnce({ type: 1, message: 'still offline' });
      client.reconnect();
      expect(states).toEqual([{ status: 'reconnecting', attempt: 1 }]);
      await vi.advanceTimersByTimeAsync(5);
      expect(conn.open).toHaveBeenCalledWith({ user: 'u100001', pwd: 'im-secret' });
      expect(states.at(-1)).toEqual({ status: 'reconnecting', attempt: 2 });
      await vi.advanceTimersByTimeAsync(5);
      expect(conn.open).toHaveBeenCalledTimes(2);
      expect(states.at(-1)).toEqual({ status: 'connected' });
      expect(client.state).toEqual({ status: 'connected' });
    });

    it('starts the shared policy when the SDK drops the connection without trying', async () => {
      const { client, conn } = await loggedIn();
      const states = collect(client, 'connection');
      vi.useFakeTimers();
      conn.fire('onDisconnected', { type: 16, message: 'websocket has been disconnected' });
      expect(states).toEqual([{ status: 'reconnecting', attempt: 1 }]);
      await vi.advanceTimersByTimeAsync(5);
      expect(states.at(-1)).toEqual({ status: 'connected' });
    });
  });
});

describe('EasemobChatClient typing', () => {
  it('turns a CMD TypingBegin into the typing event; other commands and groups are ignored', async () => {
    const { client, conn } = await loggedIn();
    const typing = collect(client, 'typing');
    const cmd = (over: Record<string, unknown> = {}) => ({
      id: 'cmd-1',
      type: 'cmd',
      chatType: 'singleChat',
      from: 'u100003',
      to: 'u100001',
      action: 'TypingBegin',
      time: 1,
      ...over,
    });
    conn.fire('onCmdMessage', cmd());
    conn.fire('onCmdMessage', cmd({ action: 'somethingElse' }));
    conn.fire('onCmdMessage', cmd({ chatType: 'groupChat' }));
    conn.fire('onCmdMessage', cmd({ from: 'u100001', to: 'u100003' }));
    expect(typing).toEqual([{ from: 'u100003', to: 'u100001' }]);
  });
});
