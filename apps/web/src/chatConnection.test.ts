import { describe, expect, it } from 'vitest';
import { chatClientConfig } from './chatConnection';

describe('the chat client the server names', () => {
  it('is the local gateway by default, at the path the server gives', () => {
    expect(chatClientConfig({ provider: 'local', gateway: '/api/im' })).toMatchObject({
      kind: 'local',
      url: '/api/im',
    });
  });

  it('is Easemob with the app key and REST host, found through Easemob DNS', () => {
    const config = chatClientConfig({
      provider: 'easemob',
      appKey: 'org#heartline',
      restUrl: 'https://a1.easemob.com',
    });
    expect(config).toEqual({
      kind: 'easemob',
      appKey: 'org#heartline',
      apiUrl: 'https://a1.easemob.com',
    });
  });

  it('is Easemob on a private deployment when the message server is named', () => {
    expect(
      chatClientConfig({
        provider: 'easemob',
        appKey: 'org#heartline',
        restUrl: 'https://im-rest.example.com',
        socketUrl: 'wss://im.example.com/websocket',
      }),
    ).toMatchObject({ url: 'wss://im.example.com/websocket', isHttpDNS: false });
  });
});
