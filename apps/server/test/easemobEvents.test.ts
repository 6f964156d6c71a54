/**
 * Recalls and conversation read receipts done on Easemob reach our copy of the messages through
 * the post-send callback (providers/chat/easemob/providerEvents.ts): a recall by the sender marks
 * the message recalled, a channel ack reads the reader's conversation; anything else changes
 * nothing, and every callback is answered 200 but a forged one (401).
 */
import { describe, expect, it } from 'vitest';
import { callbackSignature } from '../src/providers/chat/easemob/callbackSignature.ts';
import { POST_SEND_PATH } from '../src/providers/chat/easemob/callbacks.ts';
import { setUpEasemobApp } from './support/easemobApp.ts';
import { easemobTestEnv, FAKE_POST_SEND_SECRET } from './support/fakeEasemob.ts';
import { registerUser } from './support/users.ts';

const world = setUpEasemobApp();
const env = easemobTestEnv();
let ids = 0;

/** A fresh Easemob msg_id (19 digits). */
const nextId = () => `${1_400_000_000_000_000_000n + BigInt(++ids)}`;

interface Signed {
  callId?: string;
  secret?: string;
}

/** A post-send callback body, signed as Easemob signs it. */
function callback(fields: Record<string, unknown> & { msg_id: string }, more: Signed = {}) {
  const callId = more.callId ?? `${env.EASEMOB_ORG_NAME}#${env.EASEMOB_APP_NAME}_${fields.msg_id}`;
  const timestamp = Date.now();
  return {
    callId,
    eventType: 'chat',
    timestamp,
    ...fields,
    securityVersion: '1.0.0',
    security: callbackSignature(callId, more.secret ?? FAKE_POST_SEND_SECRET, String(timestamp)),
  };
}

const post = (body: unknown) =>
  world.app.inject({
    method: 'POST',
    url: POST_SEND_PATH,
    payload: body as Record<string, unknown>,
  });

/** A text message from `from` to `to`, stored through the post-send callback; its msg_id. */
async function sent(from: string, to: string): Promise<string> {
  const msgId = nextId();
  const response = await post(
    callback({
      chat_type: 'chat',
      from,
      to,
      msg_id: msgId,
      payload: { ext: { platform: 'Web', brand: 'Chrome' }, bodies: [{ type: 'txt', msg: 'hi' }] },
    }),
  );
  expect(response.json()).toEqual({ outcome: 'stored' });
  return msgId;
}

/** Easemob's recall event (callback_message_recall.html): `from` recalls `recalled`. */
const recall = (from: string, to: string, recalled: string, eventType = 'chat', more?: Signed) =>
  callback(
    {
      chat_type: 'recall',
      eventType,
      from,
      to,
      recall_id: recalled,
      msg_id: nextId(),
      payload: { ext: {}, ack_message_id: recalled, bodies: [] },
      appkey: `${env.EASEMOB_ORG_NAME}#${env.EASEMOB_APP_NAME}`,
    },
    more,
  );

/** Easemob's conversation read receipt (callback_single_conversation_ack.html). */
const channelAck = (reader: string, peer: string, last: string) =>
  callback({
    chat_type: 'channel_ack',
    from: reader,
    to: peer,
    msg_id: nextId(),
    payload: { ack_message_id: last, type: 'channel_ack' },
  });

const storedMessage = (msgId: string) =>
  world.app.services.db
    .selectFrom('chat_messages')
    .select(['recalled_at', 'read_at', 'from_im'])
    .where('client_msg_id', '=', msgId)
    .executeTakeFirstOrThrow();

const unreadOf = async (owner: string, peer: string) =>
  (
    await world.app.services.db
      .selectFrom('chat_conversations')
      .select('unread_count')
      .where('owner_im', '=', owner)
      .where('peer_im', '=', peer)
      .executeTakeFirstOrThrow()
  ).unread_count;

const unreadTotal = async (token: string) =>
  (await world.app.call('GET', '/message/unread-message', { token })).data.conversations as number;

describe('Easemob recalls', () => {
  it('marks the sender’s message recalled, once, however late the callback comes', async () => {
    world.app.clock.now = new Date();
    const [sender, recipient] = [await registerUser(world.app), await registerUser(world.app)];
    const msgId = await sent(sender.imAccount, recipient.imAccount);
    expect((await storedMessage(msgId)).recalled_at).toBeNull();

    // Later than the server's own 2-minute limit: Easemob accepted it under its own limit.
    world.app.clock.now = new Date(Date.now() + 10 * 60_000);
    const first = await post(recall(sender.imAccount, recipient.imAccount, msgId));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ outcome: 'recalled' });
    const recalledAt = (await storedMessage(msgId)).recalled_at;
    expect(recalledAt).not.toBeNull();

    // Easemob's retry and the offline copy: harmless, the first time stays.
    const body = recall(sender.imAccount, recipient.imAccount, msgId);
    expect((await post(body)).statusCode).toBe(200);
    expect((await post(body)).statusCode).toBe(200);
    const offline = recall(sender.imAccount, recipient.imAccount, msgId, 'chat_offline');
    expect((await post(offline)).statusCode).toBe(200);
    expect((await storedMessage(msgId)).recalled_at).toEqual(recalledAt);
    world.app.clock.now = new Date();
  });

  it('changes nothing for a recall by anyone but the sender, or of an unknown message', async () => {
    world.app.clock.now = new Date();
    const [sender, recipient, stranger] = [
      await registerUser(world.app),
      await registerUser(world.app),
      await registerUser(world.app),
    ];
    const msgId = await sent(sender.imAccount, recipient.imAccount);
    for (const body of [
      recall(recipient.imAccount, sender.imAccount, msgId),
      recall(stranger.imAccount, recipient.imAccount, msgId),
      recall('nobody-here', recipient.imAccount, msgId),
      recall(sender.imAccount, recipient.imAccount, nextId()),
      recall(sender.imAccount, recipient.imAccount, 'not-an-id'),
    ]) {
      const response = await post(body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ outcome: 'skipped' });
    }
    expect((await storedMessage(msgId)).recalled_at).toBeNull();
  });

  it('answers 401 to a forged recall and changes nothing', async () => {
    world.app.clock.now = new Date();
    const [sender, recipient] = [await registerUser(world.app), await registerUser(world.app)];
    const msgId = await sent(sender.imAccount, recipient.imAccount);
    const forged = {
      ...recall(sender.imAccount, recipient.imAccount, msgId),
      security: '0'.repeat(32),
    };
    expect((await post(forged)).statusCode).toBe(401);
    const wrongSecret = recall(sender.imAccount, recipient.imAccount, msgId, 'chat', {
      secret: 'not-the-secret',
    });
    expect((await post(wrongSecret)).statusCode).toBe(401);
    expect((await storedMessage(msgId)).recalled_at).toBeNull();
  });
});

describe('Easemob conversation read receipts', () => {
  it('reads the reader’s conversation with the peer, and only that', async () => {
    world.app.clock.now = new Date();
    const [reader, peer, other] = [
      await registerUser(world.app),
      await registerUser(world.app),
      await registerUser(world.app),
    ];
    await sent(peer.imAccount, reader.imAccount);
    const last = await sent(peer.imAccount, reader.imAccount);
    await sent(other.imAccount, reader.imAccount);
    const mine = await sent(reader.imAccount, peer.imAccount);
    expect(await unreadOf(reader.imAccount, peer.imAccount)).toBe(2);
    expect(await unreadTotal(reader.token)).toBe(3);

    const body = channelAck(reader.imAccount, peer.imAccount, last);
    const response = await post(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ outcome: 'read' });
    expect(await unreadOf(reader.imAccount, peer.imAccount)).toBe(0);
    expect(await unreadOf(reader.imAccount, other.imAccount)).toBe(1);
    expect(await unreadTotal(reader.token)).toBe(1);
    expect((await storedMessage(last)).read_at).not.toBeNull();
    // The reader's own message is the peer's to read.
    expect((await storedMessage(mine)).read_at).toBeNull();
    expect(await unreadOf(peer.imAccount, reader.imAccount)).toBe(1);

    // A retry is harmless; a new message after it is unread again.
    expect((await post(body)).statusCode).toBe(200);
    expect(await unreadOf(reader.imAccount, peer.imAccount)).toBe(0);
    await sent(peer.imAccount, reader.imAccount);
    expect(await unreadOf(reader.imAccount, peer.imAccount)).toBe(1);
  });

  it('changes nothing for unknown users or a forged receipt', async () => {
    world.app.clock.now = new Date();
    const [reader, peer] = [await registerUser(world.app), await registerUser(world.app)];
    const last = await sent(peer.imAccount, reader.imAccount);
    for (const body of [
      channelAck('nobody-here', peer.imAccount, last),
      channelAck(reader.imAccount, 'nobody-here', last),
    ]) {
      const response = await post(body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ outcome: 'skipped' });
    }
    const forged = { ...channelAck(reader.imAccount, peer.imAccount, last), security: 'x' };
    expect((await post(forged)).statusCode).toBe(401);
    expect(await unreadOf(reader.imAccount, peer.imAccount)).toBe(1);
  });
});
