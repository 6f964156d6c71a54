/**
 * Voice messages (issue 19): a recording uploaded with purpose voice (WebM, Ogg or MP4 audio by
 * its magic bytes, at most VOICE_UPLOAD_LIMIT), sent as a custom message `voice` whose ext.url is
 * the sender's own recording, with a duration of 1 to 60 s and at most 48 loudness bars 0..31.
 * The local gateway refuses anything else with event 502, Easemob's pre-send callback likewise,
 * and nothing is stored; the conversation list shows "[Voice message]".
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessagePreview } from '../src/domains/message/lastMessagePreview.ts';
import { t } from '../src/i18n/translate.ts';
import { callbackSignature } from '../src/providers/chat/easemob/callbackSignature.ts';
import {
  PRE_SEND_PATH,
  registerEasemobCallbacks,
} from '../src/providers/chat/easemob/callbacks.ts';
import {
  createChatUser,
  listenForChat,
  uploadedImage,
  type ChatUser,
} from './support/chatWorld.ts';
import { png, upload } from './support/images.ts';
import { rawLogin, rawSocket, type Frame, type RawSocket } from './support/rawSocket.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

const secret = 'the-voice-rule-secret';
let app: TestApp;
let url: string;

beforeAll(async () => {
  app = await createTestApp(
    {},
    {},
    {
      beforeReady: (built) => {
        registerEasemobCallbacks(built.app, built.services, {
          preSendSecrets: [secret],
          postSendSecrets: ['the-post-send-rule-secret'],
          budgetMs: 2000,
        });
      },
    },
  );
  url = await listenForChat(app);
  app.clock.now = new Date();
});
afterAll(() => app.close());

/** The first bytes of each accepted container, padded to a plausible recording. */
const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(2000)]);
const ogg = Buffer.concat([Buffer.from('OggS'), randomBytes(2000)]);
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypM4A '),
  randomBytes(2000),
]);

const uploadVoice = (
  user: RegisteredUser,
  bytes: Buffer,
  filename = 'voice.webm',
  contentType = 'audio/webm',
  language = 'en',
) =>
  upload(
    app,
    user.token,
    [
      { name: 'file', value: bytes, filename, contentType },
      { name: 'purpose', value: 'voice' },
    ],
    language,
  );

const uploadsOf = (userId: number) =>
  app.services.db.selectFrom('uploads').selectAll().where('user_id', '=', userId).execute();

/** A recording the member uploaded (a row of uploads with purpose voice). */
async function recorded(user: ChatUser): Promise<string> {
  const address = `/uploads/voice/${user.imAccount}/${randomBytes(12).toString('hex')}.webm`;
  await app.services.db
    .insertInto('uploads')
    .values({
      user_id: user.id,
      url: address,
      purpose: 'voice',
      mime_type: 'audio/webm',
      size: 2000,
      width: 0,
      height: 0,
      created_at: app.clock.now,
    })
    .execute();
  return address;
}

const bars = (n: number, value = 12) => Array.from({ length: n }, () => value);

describe('uploading a recording (purpose voice)', () => {
  it.each([
    ['webm', webm, 'audio/webm'],
    ['ogg', ogg, 'audio/ogg'],
    ['m4a', mp4, 'audio/mp4'],
  ] as const)('stores a %s recording in the sender’s folder', async (extension, bytes, mime) => {
    const user = await registerUser(app);
    const answer = await uploadVoice(user, bytes, `v.${extension}`, mime);
    expect(answer).toMatchObject({
      status: 200,
      code: 200,
      data: { mimeType: mime, size: bytes.length, width: 0, height: 0 },
    });
    const data = answer.data as { url: string };
    expect(data.url).toMatch(
      new RegExp(`^/uploads/voice/${user.account}/[0-9a-f]{24}\\.${extension}$`),
    );
    expect(await uploadsOf(user.id)).toMatchObject([{ purpose: 'voice', mime_type: mime }]);
    const served = await app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a text file named .webm, an image and a 2 MB recording, storing nothing', async () => {
    const user = await registerUser(app);
    expect(await uploadVoice(user, Buffer.from('not a recording at all'), 'x.webm')).toMatchObject({
      status: 400,
      code: 1301,
      msg: t('en', 'upload.voiceWrongFormat'),
    });
    expect(await uploadVoice(user, png(4, 4), 'x.png', 'image/png', 'de')).toMatchObject({
      status: 400,
      code: 1301,
      msg: t('de', 'upload.voiceWrongFormat'),
    });
    const large = Buffer.concat([webm, Buffer.alloc(2 * 1024 * 1024)]);
    expect(await uploadVoice(user, large, 'x.webm', 'audio/webm', 'zh-CN')).toMatchObject({
      status: 400,
      code: 1302,
      msg: t('zh-CN', 'upload.voiceTooLarge'),
    });
    expect(await uploadsOf(user.id)).toEqual([]);
  });

  it('a recording is no image: an image message or album photo cannot carry it', async () => {
    const user = await registerUser(app);
    const voice = (await uploadVoice(user, webm)).data as { url: string };
    const album = await app.inject({
      method: 'POST',
      url: '/api/album/upload',
      headers: { token: user.token, platform: 'Web', brand: 'Chrome', language: 'en' },
      payload: { url: voice.url },
    });
    expect(album.statusCode).toBe(400);
  });
});

let sends = 0;

async function online(user: ChatUser, language = 'en'): Promise<RawSocket> {
  const socket = rawSocket(url);
  const welcome = await rawLogin(
    socket,
    { user: user.imAccount, password: user.imPassword },
    { language },
  );
  expect(welcome.type).toBe('welcome');
  return socket;
}

async function send(socket: RawSocket, message: Record<string, unknown>): Promise<Frame> {
  const rid = `v-${++sends}`;
  await socket.send({ type: 'send', rid, message: { clientId: `voice-${sends}`, ...message } });
  return socket.next((f) => f.rid === rid);
}

const voice = (to: ChatUser, ext: Record<string, unknown>) => ({
  to: to.imAccount,
  type: 'custom',
  customType: 'voice',
  ext: { type: 'voice', ...ext },
});

const storedFrom = (user: ChatUser) =>
  app.services.db
    .selectFrom('chat_messages')
    .select('id')
    .where('from_im', '=', user.imAccount)
    .execute();

/** The hostile voice messages, each with the refusal's code. */
async function hostile(a: ChatUser, b: ChatUser) {
  const own = await recorded(a);
  return [
    ['another member’s recording', { url: await recorded(b), duration: 3, waveform: bars(3) }, 403],
    [
      'an image as a recording',
      { url: await uploadedImage(app.services, a.imAccount), duration: 3, waveform: [] },
      403,
    ],
    ['no recording', { duration: 3, waveform: bars(3) }, 400],
    ['duration 0', { url: own, duration: 0, waveform: bars(3) }, 400],
    ['duration 61', { url: own, duration: 61, waveform: bars(3) }, 400],
    ['duration 2.5', { url: own, duration: 2.5, waveform: bars(3) }, 400],
    ['a waveform of 49 bars', { url: own, duration: 3, waveform: bars(49) }, 400],
    ['a bar of 99', { url: own, duration: 3, waveform: [1, 99, 3] }, 400],
    ['a negative bar', { url: own, duration: 3, waveform: [1, -1, 3] }, 400],
  ] as const;
}

describe('voice messages on the local gateway', () => {
  it('delivers one’s own recording with its duration and waveform', async () => {
    const [a, b] = [await createChatUser(app.services), await createChatUser(app.services)];
    const own = await recorded(a);
    const socket = await online(a);
    const theirs = await online(b);
    const ext = { url: own, duration: 12, waveform: bars(48, 31) };
    expect(await send(socket, voice(b, ext))).toMatchObject({
      type: 'ack',
      message: { type: 'custom', customType: 'voice', ext },
    });
    const delivered = await theirs.next((f) => f.type === 'deliver');
    expect(delivered.message).toMatchObject({ customType: 'voice', msg: '', url: '', ext });
    socket.close();
    theirs.close();
  });

  it('refuses hostile voice messages with event 502, storing nothing', async () => {
    const [a, b] = [await createChatUser(app.services), await createChatUser(app.services)];
    const socket = await online(a, 'ko');
    for (const [, ext, code] of await hostile(a, b)) {
      const answer = await send(socket, voice(b, ext));
      expect(answer).toMatchObject({ type: 'error', event: 502, code });
      expect(answer.msg).toBe(t('ko', code === 403 ? 'chat.notOwnVoice' : 'chat.badVoice'));
    }
    // A recording is no picture either.
    const own = await recorded(a);
    expect(await send(socket, { to: b.imAccount, type: 'img', url: own })).toMatchObject({
      type: 'error',
      event: 502,
      code: 403,
    });
    expect(await storedFrom(a)).toEqual([]);
    socket.close();
  });

  it('shows "[Voice message]" in the conversation list, in the caller’s language', () => {
    const message = {
      id: 7,
      type: 'custom' as const,
      custom_type: 'voice' as const,
      msg: '',
      created_at: new Date(),
      recalled_at: null,
    };
    expect(lastMessagePreview(message, 'en').msg).toBe('[Voice message]');
    expect(lastMessagePreview(message, 'zh-CN').msg).toBe('[语音消息]');
  });
});

describe('voice messages on Easemob (pre-send callback)', () => {
  let calls = 0;
  const base = { platform: 'Web', brand: 'Chrome' };
  const payload = (ext: Record<string, unknown>) => ({
    ext: { ...base, type: 'voice', ...ext },
    bodies: [{ type: 'custom', customEvent: 'voice', customExts: [], 'v2:customExts': {} }],
  });
  function signed(from: string, to: string, body: unknown) {
    calls += 1;
    const callId = `heartline#voice_${calls}-0990a64f`;
    const timestamp = app.clock.now.getTime();
    return {
      callId,
      eventType: 'chat',
      timestamp,
      chat_type: 'chat',
      from,
      to,
      msg_id: `${1_400_000_000_000_000_000n + BigInt(calls)}`,
      payload: body,
      securityVersion: '1.0.0',
      security: callbackSignature(callId, secret, String(timestamp)),
    };
  }
  async function preSend(body: unknown): Promise<{ valid: boolean; code?: string }> {
    const response: LightMyRequestResponse = await app.inject({
      method: 'POST',
      url: PRE_SEND_PATH,
      payload: body as Record<string, unknown>,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('passes one’s own recording and refuses the hostile ones, charging nothing', async () => {
    const [a, b] = [await createChatUser(app.services), await createChatUser(app.services)];
    for (const [what, ext, code] of await hostile(a, b)) {
      const answer = await preSend(signed(a.imAccount, b.imAccount, payload(ext)));
      expect(answer.valid, what).toBe(false);
      expect((JSON.parse(answer.code!) as { code: number }).code, what).toBe(code);
    }
    const paid = await app.services.db.selectFrom('new_friend_chats').selectAll().execute();
    expect(paid.filter((p) => [p.user_a, p.user_b].includes(a.id))).toEqual([]);
    const own = { url: await recorded(a), duration: 5, waveform: bars(20) };
    expect(await preSend(signed(a.imAccount, b.imAccount, payload(own)))).toEqual({ valid: true });
  });
});
