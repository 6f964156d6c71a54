/** Which chat service the app is told to use (openapi getChatService), and Easemob's settings. */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { easemobTestEnv } from './support/fakeEasemob.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

const easemobEnv: Record<string, string> = {
  ...easemobTestEnv(),
  EASEMOB_ORG_NAME: 'org1',
  EASEMOB_APP_NAME: 'heartline',
  // Nothing listens there: these tests make no REST call that must succeed.
  EASEMOB_REST_HOST: 'http://127.0.0.1:9',
};

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('the chat service', () => {
  it('is the server’s own gateway by default', async () => {
    app = await createTestApp();
    const answer = await app.call('GET', '/system/chat-service');
    expect(answer.data).toEqual({ provider: 'local', gateway: '/api/im' });
  });

  it('is Easemob, by app key and hosts and never a secret, when configured', async () => {
    app = await createTestApp({
      ...easemobEnv,
      EASEMOB_SOCKET_URL: 'wss://im.example.com/websocket',
    });
    const answer = await app.call('GET', '/system/chat-service');
    expect(answer.data).toEqual({
      provider: 'easemob',
      appKey: 'org1#heartline',
      restUrl: 'http://127.0.0.1:9',
      socketUrl: 'wss://im.example.com/websocket',
    });
    expect(JSON.stringify(answer)).not.toContain('secret');
  });

  it('refuses to start on Easemob with an incomplete set, naming what is missing', () => {
    const partial: Record<string, string> = { ...easemobEnv };
    delete partial.EASEMOB_CLIENT_SECRET;
    delete partial.EASEMOB_POST_SEND_SECRETS;
    expect(() => loadConfig(partial)).toThrow(
      /EASEMOB_CLIENT_SECRET: required when CHAT_PROVIDER is easemob[\s\S]*EASEMOB_POST_SEND_SECRETS/,
    );
  });

  it('reads one secret per callback rule, and refuses the one secret for all of them', () => {
    const config = loadConfig({
      ...easemobEnv,
      EASEMOB_PRE_SEND_SECRETS: ' text-rule-secret-0001 , media-rule-secret-0002 ',
    });
    expect(config.EASEMOB_PRE_SEND_SECRETS).toEqual([
      'text-rule-secret-0001',
      'media-rule-secret-0002',
    ]);
    expect(() =>
      loadConfig({ ...easemobEnv, EASEMOB_PRE_SEND_SECRETS: 'short,media-rule-secret-0002' }),
    ).toThrow(/EASEMOB_PRE_SEND_SECRETS/);
    expect(() =>
      loadConfig({ ...easemobEnv, EASEMOB_CALLBACK_SECRET: 'one-secret-for-all-rules' }),
    ).toThrow(/EASEMOB_CALLBACK_SECRET: each callback rule has its own secret/);
  });
});
