/**
 * Easemob's pre-send and post-send callbacks (src/providers/chat/easemob/callbacks.ts): only
 * Easemob's signed, recent calls are heard; the pre-send callback applies the local gateway's
 * rules (the new-friend price, no money messages from clients, only one's own pictures, no
 * message across a block, customer service free of all) and answers within its budget with a
 * documented choice on our own failure; the post-send callback stores each message once, however
 * often Easemob sends it.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callbackSignature } from '../src/providers/chat/easemob/callbackSignature.ts';
import {
  POST_SEND_PATH,
  PRE_SEND_PATH,
  registerEasemobCallbacks,
  type EasemobCallbacks,
} from '../src/providers/chat/easemob/callbacks.ts';
import type { PreSendFaults } from '../src/providers/chat/easemob/preSend.ts';
import {
  createChatUser,
  paidRedPacket,
  uploadedImage,
  type ChatUser,
} from './support/chatWorld.ts';
import { balancesOf } from './support/payFixtures.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

/** The pre-send rule for image and custom messages, and the one for text (each its own secret). */
const secret = 'the-media-rule-secret';
const textRuleSecret = 'the-text-rule-secret';
const postSendSecret = 'the-post-send-rule-secret';
const BUDGET_MS = 1000;
const faults: PreSendFaults = {};
let app: TestApp;
let callbacks: EasemobCallbacks;

beforeAll(async () => {
  app = await createTestApp(
    {},
    {},
    {
      beforeReady: (built) => {
        callbacks = registerEasemobCallbacks(built.app, built.services, {
          preSendSecrets: [secret, textRuleSecret],
          postSendSecrets: [postSendSecret],
          budgetMs: BUDGET_MS,
          faults,
        });
      },
    },
  );
});
afterEach(async () => {
  delete faults.beforeCheck;
  await callbacks.settled();
});
afterAll(() => app.close());

type Payload = Record<string, unknown>;
const ext = { platform: 'Web', brand: 'Chrome' };
const text = (msg: string, more: Payload = {}): Payload => ({
  ext: { ...ext, ...more },
  bodies: [{ type: 'txt', msg }],
});
const image = (url: string): Payload => ({
  ext,
  bodies: [{ type: 'img', url, filename: 'a.jpg', size: { width: 10, height: 10 } }],
});
const custom = (customEvent: string, more: Payload = {}): Payload => ({
  ext: { ...ext, ...more },
  bodies: [{ type: 'custom', customEvent, customExts: [], 'v2:customExts': {} }],
});

let calls = 0;

/** A post-send callback body, signed with the post-send rule's secret. */
const postSigned = (
  from: string,
  to: string,
  payload: Payload,
  more: Parameters<typeof signed>[3] = {},
) => signed(from, to, payload, { secret: postSendSecret, ...more });

/** A callback body as Easemob signs it (MD5 of callId + secret + timestamp). */
function signed(
  from: string,
  to: string,
  payload: Payload,
  more: {
    msgId?: string;
    at?: number;
    secret?: string;
    eventType?: string;
    chatType?: string;
  } = {},
) {
  calls += 1;
  const callId = `heartline#test_${calls}-0990a64f`;
  const timestamp = more.at ?? app.clock.now.getTime();
  return {
    callId,
    eventType: more.eventType ?? 'chat',
    timestamp,
    chat_type: more.chatType ?? 'chat',
    from,
    to,
    msg_id: more.msgId ?? `${1_300_000_000_000_000_000n + BigInt(calls)}`,
    payload,
    securityVersion: '1.0.0',
    security: callbackSignature(callId, more.secret ?? secret, String(timestamp)),
  };
}

const post = (url: string, body: unknown): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url, payload: body as Payload });

interface Answer {
  valid: boolean;
  code?: string;
}

async function preSend(body: unknown): Promise<Answer> {
  const response = await post(PRE_SEND_PATH, body);
  expect(response.statusCode).toBe(200);
  return response.json<Answer>();
}

/** The refusal the sender's app reads from `code` (packages/im mapping.ts toRefusal). */
function refusal(answer: Answer): { code: number; message: string } {
  expect(answer.valid).toBe(false);
  return JSON.parse(answer.code!) as { code: number; message: string };
}

const coins = async (user: ChatUser) => (await balancesOf(app, user.id)).goldCoin;

const paidPairs = (a: ChatUser, b: ChatUser) =>
  app.services.db
    .selectFrom('new_friend_chats')
    .selectAll()
    .where('user_a', '=', Math.min(a.id, b.id))
    .where('user_b', '=', Math.max(a.id, b.id))
    .execute();

const storedFrom = (user: ChatUser | string) =>
  app.services.db
    .selectFrom('chat_messages')
    .selectAll()
    .where('from_im', '=', typeof user === 'string' ? user : user.imAccount)
    .execute();

/** A check held until the test releases it, so it is certain to end after the answer. */
function held() {
  let release = () => {};
  const gate = {
    released: false,
    wait: new Promise<void>((resolve) => (release = resolve)),
    release: () => {
      gate.released = true;
      release();
    },
  };
  return gate;
}

async function pair(senderCoins = 100): Promise<[ChatUser, ChatUser]> {
  return [await createChatUser(app.services, senderCoins), await createChatUser(app.services)];
}

describe('the signature', () => {
  it('accepts a callback signed with the rule’s secret', async () => {
    const [a, b] = await pair();
    expect(await preSend(signed(a.imAccount, b.imAccount, text('hello')))).toEqual({ valid: true });
    const byOtherRule = signed(a.imAccount, b.imAccount, text('again'), { secret: textRuleSecret });
    expect(await preSend(byOtherRule)).toEqual({ valid: true });
  });

  it('answers 401 to a wrong or missing signature, and charges nothing', async () => {
    const [a, b] = await pair();
    const forged = signed(a.imAccount, b.imAccount, text('hello'), { secret: 'guessed' });
    const { security: _security, ...unsigned } = signed(a.imAccount, b.imAccount, text('hi'));
    const tampered = { ...signed(a.imAccount, b.imAccount, text('hi')), timestamp: 1 };
    for (const body of [forged, unsigned, tampered, {}, { callId: 'x' }]) {
      expect((await post(PRE_SEND_PATH, body)).statusCode).toBe(401);
      expect((await post(POST_SEND_PATH, body)).statusCode).toBe(401);
    }
    expect(await coins(a)).toBe(100);
    expect(await paidPairs(a, b)).toEqual([]);
    expect(await storedFrom(a)).toEqual([]);
  });

  it('takes on each route only the secrets of its own rules', async () => {
    const [a, b] = await pair();
    const postSendSigned = postSigned(a.imAccount, b.imAccount, text('hello'));
    expect((await post(PRE_SEND_PATH, postSendSigned)).statusCode).toBe(401);
    for (const preSendRule of [secret, textRuleSecret]) {
      const preSendSigned = signed(a.imAccount, b.imAccount, text('hi'), { secret: preSendRule });
      expect((await post(POST_SEND_PATH, preSendSigned)).statusCode).toBe(401);
    }
    expect(await coins(a)).toBe(100);
    expect(await storedFrom(a)).toEqual([]);
  });

  it('refuses a timestamp too far from now, before or after', async () => {
    const [a, b] = await pair();
    const now = app.clock.now.getTime();
    for (const at of [now - 6 * 60_000, now + 6 * 60_000]) {
      expect(
        (await post(PRE_SEND_PATH, signed(a.imAccount, b.imAccount, text('x'), { at }))).statusCode,
      ).toBe(401);
    }
    const old = postSigned(a.imAccount, b.imAccount, text('x'), { at: now - 61 * 60_000 });
    expect((await post(POST_SEND_PATH, old)).statusCode).toBe(401);
    expect(await coins(a)).toBe(100);
    expect(await storedFrom(a)).toEqual([]);
    // A post-send callback comes up to 30 s late, or later when retried.
    const late = postSigned(a.imAccount, b.imAccount, text('x'), { at: now - 2 * 60_000 });
    expect((await post(POST_SEND_PATH, late)).statusCode).toBe(200);
  });

  it('takes a signature again only with its own message', async () => {
    const [a, b] = await pair();
    const c = await createChatUser(app.services);
    const body = signed(a.imAccount, b.imAccount, text('hello'));
    expect(await preSend(body)).toEqual({ valid: true });
    // Easemob never sends a callId again with another message: a copied signature.
    expect((await post(PRE_SEND_PATH, { ...body, to: c.imAccount })).statusCode).toBe(401);
    expect(await paidPairs(a, c)).toEqual([]);
  });
});

describe('the pre-send callback', () => {
  it('refuses every message type the app does not send, from a modified client', async () => {
    const [a, b] = await pair();
    // Easemob's other message bodies (callback_presending.html: 音频, 视频, 文件, 位置, 透传,
    // 合并消息), each as a modified client could send it between strangers.
    const unused: Payload[] = [
      { type: 'audio', url: 'https://a1.easemob.com/chatfiles/x.amr', length: 3 },
      { type: 'video', url: 'https://a1.easemob.com/chatfiles/x.mp4', length: 3 },
      { type: 'file', url: 'https://a1.easemob.com/chatfiles/x.zip', filename: 'x.zip' },
      { type: 'loc', lat: 1, lng: 2, addr: 'here' },
      { type: 'cmd', action: 'anything' },
      {
        type: 'txt',
        msg: 'a combined message',
        subType: 'sub_combine',
        url: 'https://x.example/f',
      },
      { type: 'combine', title: 'history', summary: 'hi', url: 'https://x.example/f' },
    ].map((body) => ({ ext, bodies: [body] }));
    for (const payload of unused) {
      const answer = await preSend(signed(a.imAccount, b.imAccount, payload));
      expect(refusal(answer).code, JSON.stringify(payload)).toBe(400);
    }
    expect(await coins(a)).toBe(100);
    expect(await paidPairs(a, b)).toEqual([]);
  });

  it('charges the first message between strangers once, and the next ones nothing', async () => {
    const [a, b] = await pair();
    expect(await preSend(signed(a.imAccount, b.imAccount, text('hello')))).toEqual({ valid: true });
    expect(await coins(a)).toBe(100 - app.services.config.NEW_FRIEND_CHAT_PRICE);
    expect(await preSend(signed(a.imAccount, b.imAccount, text('again')))).toEqual({ valid: true });
    // Once per pair, whoever writes: the reply is free.
    expect(await preSend(signed(b.imAccount, a.imAccount, text('hi!')))).toEqual({ valid: true });
    expect(await coins(a)).toBe(99);
    expect(await coins(b)).toBe(100);
    expect(await paidPairs(a, b)).toHaveLength(1);
  });

  it('refuses a sender who cannot pay with 105, the insufficient-coins dialog, charging nothing', async () => {
    const [poor, b] = await pair(0);
    const answer = await preSend(signed(poor.imAccount, b.imAccount, text('hello')));
    expect(refusal(answer).code).toBe(105);
    expect(await coins(poor)).toBe(0);
    expect(await paidPairs(poor, b)).toEqual([]);
    expect(answer.code!.length).toBeLessThan(1000);
  });

  it('lets friends chat free', async () => {
    const [a, b] = await pair();
    await app.services.db
      .insertInto('friendships')
      .values([
        { user_id: a.id, friend_id: b.id, created_at: app.clock.now },
        { user_id: b.id, friend_id: a.id, created_at: app.clock.now },
      ])
      .execute();
    expect(await preSend(signed(a.imAccount, b.imAccount, text('hello')))).toEqual({ valid: true });
    expect(await coins(a)).toBe(100);
  });

  it.each([
    ['a red packet', custom('redPacket', { amount: 5, recordId: 1 })],
    ['a gift', custom('gift', { giftId: 1, quantity: 1, amount: 3 })],
    ['a red packet without fields', custom('redPacket')],
    ['a burn message typed as a gift', custom('burn', { type: 'gift' })],
    ['a text with an amount', text('pay me', { amount: 100 })],
    ['a text with a record id', text('here', { recordId: 7 })],
  ])('refuses %s from a client: only the server sends money messages', async (_, payload) => {
    const [a, b] = await pair();
    const answer = await preSend(signed(a.imAccount, b.imAccount, payload));
    expect(refusal(answer)).toEqual({
      code: 403,
      message: 'This red packet or gift was not paid for, so it cannot be sent',
    });
    expect(await coins(a)).toBe(100);
  });

  it('refuses a message across a block, either way, charging nothing (1505, 1506)', async () => {
    const [a, b] = await pair();
    await app.services.db
      .insertInto('blocks')
      .values({ blocker_id: b.id, blocked_id: a.id })
      .execute();
    expect(refusal(await preSend(signed(a.imAccount, b.imAccount, text('hello'))))).toEqual({
      code: 1506,
      message: 'This user cannot receive your messages',
    });
    expect(refusal(await preSend(signed(b.imAccount, a.imAccount, text('go away'))))).toEqual({
      code: 1505,
      message: 'You blocked this user. Unblock them first',
    });
    expect(await coins(a)).toBe(100);
    expect(await paidPairs(a, b)).toEqual([]);
  });

  it('asks "Are you sure?" (1507) once before a flagged first message, then lets it go', async () => {
    const [a, b] = await pair();
    const offer = 'Add me on whatsapp: lukas_1990';
    expect(refusal(await preSend(signed(a.imAccount, b.imAccount, text(offer))))).toMatchObject({
      code: 1507,
    });
    expect(
      await preSend(
        signed(a.imAccount, b.imAccount, { ...text(offer), ext: { ...ext, confirmed: true } }),
      ),
    ).toEqual({ valid: true });
  });

  it('refuses in the sender’s interface language', async () => {
    const [a, b] = await pair();
    await app.services.db
      .updateTable('users')
      .set({ language: 'zh-CN' })
      .where('id', '=', a.id)
      .execute();
    const answer = await preSend(signed(a.imAccount, b.imAccount, custom('gift')));
    expect(refusal(answer)).toEqual({ code: 403, message: '该红包或礼物未付款，无法发送' });
  });

  it('refuses a picture that is not the sender’s upload, and takes one that is', async () => {
    const [a, b] = await pair();
    const someoneElses = await uploadedImage(app.services, b.imAccount);
    for (const url of ['https://evil.example/x.png', 'javascript:alert(1)', someoneElses]) {
      const answer = await preSend(signed(a.imAccount, b.imAccount, image(url)));
      expect(refusal(answer).code).toBe(403);
    }
    const burnElsewhere = custom('burn', { burn_url: 'https://evil.example/y.png' });
    expect(refusal(await preSend(signed(a.imAccount, b.imAccount, burnElsewhere))).code).toBe(403);
    // Nothing charged for a refused message.
    expect(await coins(a)).toBe(100);

    const own = await uploadedImage(app.services, a.imAccount);
    expect(await preSend(signed(a.imAccount, b.imAccount, image(own)))).toEqual({ valid: true });
    const burn = custom('burn', { burn_url: await uploadedImage(app.services, a.imAccount) });
    expect(await preSend(signed(a.imAccount, b.imAccount, burn))).toEqual({ valid: true });
  });

  it('passes customer service, whatever it sends', async () => {
    const user = await createChatUser(app.services);
    const service = app.services.config.SERVICE_IM_ACCOUNT;
    for (const payload of [
      text('Welcome!'),
      image('https://cdn.example/faq.png'),
      custom('gift'),
    ]) {
      expect(await preSend(signed(service, user.imAccount, payload))).toEqual({ valid: true });
    }
    // And a user writing to customer service pays nothing.
    const vip = app.services.config.SERVICE_IM_ACCOUNT_VIP;
    expect(await preSend(signed(user.imAccount, vip, text('help')))).toEqual({ valid: true });
    expect(await coins(user)).toBe(100);
  });

  it('refuses group messages, unknown kinds and unknown recipients', async () => {
    const [a, b] = await pair();
    const group = signed(a.imAccount, '16934809238921545', text('hi all'), {
      chatType: 'groupchat',
    });
    expect(refusal(await preSend(group)).code).toBe(400);
    const audio = { ext, bodies: [{ type: 'audio', url: 'https://x/y.amr', length: 3 }] };
    expect(refusal(await preSend(signed(a.imAccount, b.imAccount, audio))).code).toBe(400);
    expect(refusal(await preSend(signed(a.imAccount, 'u999999999', text('hi')))).code).toBe(404);
    expect(await coins(a)).toBe(100);
  });

  it('reads the body from the payload itself, as the newer examples show it', async () => {
    const [a, b] = await pair();
    const flat = { msg: 'welcome to easemob!', type: 'txt' };
    expect(await preSend(signed(a.imAccount, b.imAccount, flat))).toEqual({ valid: true });
    const flatMoney = { type: 'custom', customEvent: 'redPacket', customExts: [] };
    expect(refusal(await preSend(signed(a.imAccount, b.imAccount, flatMoney))).code).toBe(403);
  });
});

describe('our own failure in the pre-send callback', () => {
  it('fails open in the price: delivered, charged at a later message', async () => {
    const [a, b] = await pair();
    faults.beforeCheck = (check) => {
      if (check === 'fee') throw new Error('database down');
    };
    expect(await preSend(signed(a.imAccount, b.imAccount, text('hello')))).toEqual({ valid: true });
    expect(await coins(a)).toBe(100);
    delete faults.beforeCheck;
    expect(await preSend(signed(a.imAccount, b.imAccount, text('again')))).toEqual({ valid: true });
    expect(await coins(a)).toBe(99);
  });

  it('fails open in the block check: a stalled database does not stop every message', async () => {
    const [a, b] = await pair();
    faults.beforeCheck = (check) => {
      if (check === 'block') throw new Error('database down');
    };
    expect(await preSend(signed(a.imAccount, b.imAccount, text('hello')))).toEqual({ valid: true });
  });

  it('fails closed in the picture check', async () => {
    const [a, b] = await pair();
    faults.beforeCheck = (check) => {
      if (check === 'images') throw new Error('database down');
    };
    const own = await uploadedImage(app.services, a.imAccount);
    const answer = await preSend(signed(a.imAccount, b.imAccount, image(own)));
    expect(refusal(answer).code).toBe(503);
    expect(await coins(a)).toBe(100);
  });

  it('answers within its budget: a slow picture check refuses, and nothing is charged after', async () => {
    const [a, b] = await pair();
    // The check is held until after the answer: an answer at all proves the budget cut it short
    // (no wall-clock bound, shared machines are noisy).
    const check = held();
    faults.beforeCheck = (name) => (name === 'images' ? check.wait : undefined);
    const own = await uploadedImage(app.services, a.imAccount);
    const answer = await preSend(signed(a.imAccount, b.imAccount, image(own)));
    expect(check.released).toBe(false);
    expect(refusal(answer).code).toBe(503);
    check.release();
    await callbacks.settled();
    expect(await coins(a)).toBe(100);
    expect(await paidPairs(a, b)).toEqual([]);
  });

  it('answers within its budget: a slow charge passes, and is made when it ends', async () => {
    const [a, b] = await pair();
    const charge = held();
    faults.beforeCheck = (name) => (name === 'fee' ? charge.wait : undefined);
    expect(await preSend(signed(a.imAccount, b.imAccount, text('hello')))).toEqual({ valid: true });
    expect(charge.released).toBe(false);
    charge.release();
    await callbacks.settled();
    expect(await coins(a)).toBe(99);
  });
});

describe('the post-send callback', () => {
  it('stores a message once, however often Easemob sends it', async () => {
    const [a, b] = await pair();
    const at = app.clock.now.getTime() - 5_000;
    const msgId = '1209876543210987654';
    const body = postSigned(a.imAccount, b.imAccount, text('hello'), { msgId, at });
    const outcomes = [];
    // The callback, its retry, and the offline copy for a recipient who was away.
    for (const again of [
      body,
      body,
      postSigned(a.imAccount, b.imAccount, text('hello'), { msgId, at, eventType: 'chat_offline' }),
    ]) {
      const response = await post(POST_SEND_PATH, again);
      expect(response.statusCode).toBe(200);
      outcomes.push(response.json<{ outcome: string }>().outcome);
    }
    expect(outcomes).toEqual(['stored', 'known', 'known']);

    const [row, ...others] = await storedFrom(a);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      to_im: b.imAccount,
      client_msg_id: msgId,
      type: 'txt',
      msg: 'hello',
      ext: { platform: 'Web', brand: 'Chrome' },
    });
    expect(row!.created_at.getTime()).toBe(at);
    const conversations = await app.services.db
      .selectFrom('chat_conversations')
      .selectAll()
      .where('last_message_id', '=', row!.id)
      .orderBy('owner_im')
      .execute();
    expect(conversations.map((c) => [c.owner_im, c.unread_count])).toEqual(
      [
        [a.imAccount, 0],
        [b.imAccount, 1],
      ].sort(),
    );
  });

  it('stores a red packet the server sent with its payment, and no unpaid one', async () => {
    const [a, b] = await pair();
    const paid = await paidRedPacket(app.services, a.imAccount, b.imAccount);
    const real = postSigned(
      a.imAccount,
      b.imAccount,
      custom('redPacket', { recordId: paid.recordId, amount: 5 }),
    );
    expect((await post(POST_SEND_PATH, real)).json()).toEqual({ outcome: 'stored' });
    const forged = postSigned(
      a.imAccount,
      b.imAccount,
      custom('redPacket', { recordId: 999_999, amount: 500 }),
    );
    expect((await post(POST_SEND_PATH, forged)).json()).toEqual({ outcome: 'refused' });
    const rows = await storedFrom(a);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      custom_type: 'redPacket',
      ext: { recordId: paid.recordId, amount: 5, note: paid.note, type: 'redPacket' },
    });
  });

  it('does not store a picture the pre-send rules refuse, should it be delivered', async () => {
    const [a, b] = await pair();
    const foreign = postSigned(a.imAccount, b.imAccount, image('https://evil.example/x.png'));
    expect((await post(POST_SEND_PATH, foreign)).json()).toEqual({ outcome: 'refused' });
    const own = await uploadedImage(app.services, a.imAccount);
    expect(
      (await post(POST_SEND_PATH, postSigned(a.imAccount, b.imAccount, image(own)))).json(),
    ).toEqual({
      outcome: 'stored',
    });
    expect((await storedFrom(a)).map((row) => row.url)).toEqual([own]);
  });

  it('answers 200 to what it does not store, so that Easemob does not count failures', async () => {
    const [a, b] = await pair();
    const service = app.services.config.SERVICE_IM_ACCOUNT;
    for (const body of [
      postSigned(a.imAccount, b.imAccount, text('x'), { eventType: 'read_ack' }),
      postSigned(a.imAccount, 'g1', text('x'), { chatType: 'groupchat' }),
      postSigned(a.imAccount, b.imAccount, {
        ext,
        bodies: [{ type: 'loc', lat: 1, lng: 2, addr: 'x' }],
      }),
      postSigned('admin', b.imAccount, text('system notice')),
    ]) {
      const response = await post(POST_SEND_PATH, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ outcome: 'skipped' });
    }
    expect(await storedFrom(a)).toEqual([]);
    // Customer service's messages are stored like any other.
    expect(
      (await post(POST_SEND_PATH, postSigned(service, b.imAccount, text('Welcome')))).json(),
    ).toEqual({
      outcome: 'stored',
    });
  });
});
