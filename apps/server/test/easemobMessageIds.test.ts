/**
 * On Easemob the apps know a message by Easemob's id (19 digits, beyond the server's own ids):
 * the post-send callback stores it, and the operations that name a message (the burn image's
 * opening, which answers the image's address signed for its reader) find it by that id, for a
 * party of the message only.
 */
import { describe, expect, it } from 'vitest';
import { callbackSignature } from '../src/providers/chat/easemob/callbackSignature.ts';
import { uploadedImage } from './support/chatWorld.ts';
import { setUpEasemobApp } from './support/easemobApp.ts';
import { easemobTestEnv, FAKE_POST_SEND_SECRET } from './support/fakeEasemob.ts';
import { registerUser } from './support/users.ts';

const world = setUpEasemobApp();
const env = easemobTestEnv();

/** What Easemob posts after delivering a burn-after-read picture from `from` to `to`. */
function postSent(from: string, to: string, msgId: string, burnUrl: string) {
  const callId = `${env.EASEMOB_ORG_NAME}#${env.EASEMOB_APP_NAME}_${msgId}`;
  const timestamp = Date.now();
  return world.app.inject({
    method: 'POST',
    url: '/api/easemob/post-send',
    payload: {
      callId,
      eventType: 'chat',
      timestamp,
      chat_type: 'chat',
      from,
      to,
      msg_id: msgId,
      payload: {
        ext: { platform: 'Web', brand: 'Chrome', type: 'burn', burn_url: burnUrl },
        bodies: [{ type: 'custom', customEvent: 'burn', customExts: [], 'v2:customExts': {} }],
      },
      securityVersion: '1.0.0',
      security: callbackSignature(callId, FAKE_POST_SEND_SECRET, String(timestamp)),
    },
  });
}

describe('messages named by Easemob’s id', () => {
  it('opens a burn image by the id the apps know, for its recipient only', async () => {
    world.app.clock.now = new Date();
    const [sender, recipient, stranger] = [
      await registerUser(world.app),
      await registerUser(world.app),
      await registerUser(world.app),
    ];
    const burnUrl = await uploadedImage(world.app.services, sender.imAccount, 'burn');
    const msgId = '1300000000000000123';
    expect((await postSent(sender.imAccount, recipient.imAccount, msgId, burnUrl)).statusCode).toBe(
      200,
    );
    const open = (token: string, id = msgId) =>
      world.app.call('POST', '/im/read-burnimg', { token, body: { msgId: id } });

    const opened = await open(recipient.token);
    expect(opened.code).toBe(200);
    expect(opened.data.msgId).toBe(msgId);
    // The message carries the raw address of a private image: the answer gives the signed one.
    expect(opened.data.url).toMatch(/^\/api\/image\/burn\/.+[?&]sig=/);
    expect((await world.app.inject({ method: 'GET', url: opened.data.url })).statusCode).not.toBe(
      403,
    );
    expect((await open(stranger.token)).status).toBe(404);
    expect((await open(sender.token)).status).toBe(404);
    expect((await open(recipient.token, '1300000000000000999')).status).toBe(404);
    expect((await open(recipient.token, 'not-an-id')).status).toBe(404);
  });
});
