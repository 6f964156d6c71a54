// @vitest-environment jsdom
/**
 * The real easemob-websdk 4.21.1 has the shape test/easemob.test.ts fakes: the methods the client
 * calls, the status codes it reacts to, and what message.create makes. Loaded under jsdom because
 * its UMD wrapper reads `self`. Nothing here opens a connection.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EasemobCodes, loadEasemobSdk } from '../src/easemob/sdk';

describe('easemob-websdk', () => {
  beforeAll(async () => {
    (await loadEasemobSdk()).logger.setConsoleLogVisibility(false);
  });

  it('has the status codes the client maps', async () => {
    const sdk = await loadEasemobSdk();
    const codes = sdk.statusCode as unknown as Record<string, number>;
    expect(codes.WEBIM_CONNCTION_USER_LOGIN_ANOTHER_DEVICE).toBe(EasemobCodes.loginOnAnotherDevice);
    expect(codes.WEBIM_CONNCTION_USER_REMOVED).toBe(EasemobCodes.userRemoved);
    expect(codes.WEBIM_CONNCTION_USER_KICKED_BY_CHANGE_PASSWORD).toBe(
      EasemobCodes.kickedByPasswordChange,
    );
    expect(codes.WEBIM_CONNCTION_USER_KICKED_BY_OTHER_DEVICE).toBe(
      EasemobCodes.kickedByOtherDevice,
    );
    expect(codes.MESSAGE_EXTERNAL_LOGIC_BLOCKED).toBe(EasemobCodes.externalLogicBlocked);
    expect(codes.MESSAGE_RECALL_TIME_LIMIT).toBe(EasemobCodes.recallTimeLimit);
    // In SDK 4, 39 is "not logged in", not the other-device login the spec calls type 39.
    expect(codes.WEBIM_CONNECTION_CLOSED).toBe(39);
  });

  it('creates connections with every method the client calls', async () => {
    const sdk = await loadEasemobSdk();
    const conn = new sdk.connection({
      appKey: 'heartline#chat',
      isHttpDNS: false,
      url: 'wss://im.invalid/websocket',
      apiUrl: 'https://api.invalid',
      delivery: true,
      autoReconnectNumMax: 10,
    });
    for (const method of [
      'open',
      'close',
      'send',
      'addEventHandler',
      'recallMessage',
      'getHistoryMessages',
      'getServerConversations',
      'deleteConversation',
      'removeHistoryMessages',
      'subscribePresence',
      'unsubscribePresence',
    ]) {
      expect(typeof (conn as unknown as Record<string, unknown>)[method], method).toBe('function');
    }
    expect(conn.autoReconnectNumMax).toBe(10);
  });

  it('cannot have its own reconnection switched off: 0 attempts reads as 5', async () => {
    const sdk = await loadEasemobSdk();
    const conn = new sdk.connection({ appKey: 'heartline#chat', autoReconnectNumMax: 0 });
    expect(conn.autoReconnectNumMax).toBe(5);
  });

  it('makes the message bodies the client sends', async () => {
    const { message } = await loadEasemobSdk();
    const chatType = 'singleChat' as const;
    const ext = { platform: 'Web', brand: 'Chrome' };
    expect(message.create({ type: 'txt', chatType, to: 'u2', msg: 'hi', ext })).toMatchObject({
      type: 'txt',
      id: expect.any(String),
      to: 'u2',
      msg: 'hi',
      ext,
    });
    expect(message.create({ type: 'img', chatType, to: 'u2', url: '/a.jpg', ext })).toMatchObject({
      type: 'img',
      url: '/a.jpg',
      ext,
    });
    expect(
      message.create({
        type: 'custom',
        chatType,
        to: 'u2',
        customEvent: 'gift',
        customExts: {},
        ext,
      }),
    ).toMatchObject({ type: 'custom', customEvent: 'gift', customExts: {}, ext });
    expect(message.create({ type: 'read', chatType, to: 'u2', id: 'm1' })).toMatchObject({
      type: 'read',
      ackId: 'm1',
      to: 'u2',
    });
    expect(message.create({ type: 'channel', chatType, to: 'u2' })).toMatchObject({
      type: 'channel',
      to: 'u2',
    });
  });
});
