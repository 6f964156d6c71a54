/** Sending and receiving: text, image and custom messages, ext, client ids, acks, delivery. */
import { expect, it } from 'vitest';
import { ChatError } from '../../src/errors';
import { TEXT_MAX_LENGTH } from '../../src/types';
import { arrived, eventually, members, sendTexts, texts, type WorldRef } from './world';

export function messagingSpecs(world: WorldRef): void {
  it('delivers a text message with its ext, and acks the sender with the server id and time', async () => {
    const [a, b] = await members(world(), 2);
    const before = Date.now();
    const ack = await a.client.send({
      to: b.user,
      type: 'txt',
      msg: 'Hola, ¿qué tal?',
      ext: { translation: 'Hi, how are you?', translateRecordId: 7 },
    });
    expect(ack.clientId).toMatch(/.+/);
    expect(ack.id).toMatch(/.+/);
    expect(ack.time).toBeGreaterThanOrEqual(before - 60_000);
    expect(ack.message).toMatchObject({ id: ack.id, clientId: ack.clientId, time: ack.time });

    const [received] = await eventually(() => {
      expect(b.events.message).toHaveLength(1);
      return b.events.message;
    });
    expect(received).toMatchObject({
      id: ack.id,
      from: a.user,
      to: b.user,
      type: 'txt',
      customType: null,
      msg: 'Hola, ¿qué tal?',
      url: '',
      time: ack.time,
      chatType: 'singleChat',
      recalled: false,
      ext: { translation: 'Hi, how are you?', translateRecordId: 7 },
    });
    expect(received!.ext.platform).toMatch(/.+/);
    expect(received!.ext.brand).toMatch(/.+/);
    expect(a.events.message).toHaveLength(0);
  });

  it('keeps the client id it is given, and stores a resend with the same client id once', async () => {
    const [a, b] = await members(world(), 2);
    const request = { to: b.user, type: 'txt', msg: 'once', clientId: 'c-resend-1' } as const;
    const first = await a.client.send(request);
    const again = await a.client.send(request);
    expect(first.clientId).toBe('c-resend-1');
    expect(again.id).toBe(first.id);
    expect(again.time).toBe(first.time);
    await eventually(() => expect(b.events.message).toHaveLength(1));
    const page = await b.client.history(a.user);
    expect(page.messages.map((m) => m.id)).toEqual([first.id]);
  });

  it('gives every send its own client id and server id', async () => {
    const [a, b] = await members(world(), 2);
    const acks = await sendTexts(a, b, texts('id', 5));
    expect(new Set(acks.map((x) => x.clientId)).size).toBe(5);
    expect(new Set(acks.map((x) => x.id)).size).toBe(5);
  });

  it('sends an image by its uploaded address', async () => {
    const [a, b] = await members(world(), 2);
    const url = await world().uploadImage(a.user);
    const ack = await a.client.send({ to: b.user, type: 'img', url });
    const received = await arrived(b.events.message);
    expect(received).toMatchObject({ id: ack.id, type: 'img', url, msg: '', customType: null });
  });

  it.each(['gift', 'redPacket', 'burn'] as const)(
    'sends a %s custom message with its ext',
    async (customType) => {
      const [a, b] = await members(world(), 2);
      const ext =
        customType === 'burn'
          ? { burn_url: await world().uploadImage(a.user) }
          : await world().pay(a.user, b.user, customType);
      const ack = await a.client.send({ to: b.user, type: 'custom', customType, ext });
      const received = await arrived(b.events.message);
      expect(received).toMatchObject({
        id: ack.id,
        type: 'custom',
        customType,
        ext: { ...ext, type: customType },
      });
      expect(ack.message.ext.type).toBe(customType);
    },
  );

  it.each([
    ['blank text', { type: 'txt', msg: '   \n ' }],
    ['text over 1000 characters', { type: 'txt', msg: 'x'.repeat(TEXT_MAX_LENGTH + 1) }],
    ['an image without an address', { type: 'img', url: '' }],
  ] as const)('refuses %s before it leaves', async (_, request) => {
    const [a, b] = await members(world(), 2);
    await expect(a.client.send({ to: b.user, ...request })).rejects.toMatchObject({
      kind: 'invalidMessage',
    });
    await a.client.send({ to: b.user, type: 'txt', msg: 'after' });
    await eventually(() => expect(b.events.message.map((m) => m.msg)).toEqual(['after']));
  });

  it('refuses a message to oneself', async () => {
    const [a] = await members(world(), 1);
    const error = await a.client.send({ to: a.user, type: 'txt', msg: 'me' }).catch((e) => e);
    expect(error).toBeInstanceOf(ChatError);
    expect(error.kind).toBe('invalidMessage');
  });

  it('accepts text of exactly 1000 characters', async () => {
    const [a, b] = await members(world(), 2);
    const msg = 'y'.repeat(TEXT_MAX_LENGTH);
    await a.client.send({ to: b.user, type: 'txt', msg });
    await eventually(() => expect(b.events.message[0]?.msg).toBe(msg));
  });

  it('delivers messages in the order they were sent, with times that never go back', async () => {
    const [a, b] = await members(world(), 2);
    const sent = texts('order', 30);
    const acks = await Promise.all(
      sent.map((msg) => a.client.send({ to: b.user, type: 'txt', msg })),
    );
    await eventually(() => expect(b.events.message).toHaveLength(30));
    expect(b.events.message.map((m) => m.msg)).toEqual(sent);
    expect(b.events.message.map((m) => m.id)).toEqual(acks.map((x) => x.id));
    const times = b.events.message.map((m) => m.time);
    expect(times).toEqual([...times].sort((x, y) => x - y));
  });

  it('lets two people write to each other', async () => {
    const [a, b] = await members(world(), 2);
    await a.client.send({ to: b.user, type: 'txt', msg: 'hi' });
    await eventually(() => expect(b.events.message).toHaveLength(1));
    await b.client.send({ to: a.user, type: 'txt', msg: 'hello' });
    await eventually(() => expect(a.events.message.map((m) => m.msg)).toEqual(['hello']));
    expect(a.events.message[0]).toMatchObject({ from: b.user, to: a.user });
  });

  it("tells the sender when the recipient's device received the message", async () => {
    const [a, b] = await members(world(), 2);
    const ack = await a.client.send({ to: b.user, type: 'txt', msg: 'arrived?' });
    await eventually(() => expect(a.events.delivered).toContainEqual({ id: ack.id, by: b.user }));
    const [mine] = (await a.client.history(b.user)).messages;
    expect(mine).toMatchObject({ id: ack.id, delivered: true });
  });

  it('keeps a message for a logged-out recipient and hands it over once at the next login', async () => {
    const [a, b] = await members(world(), 2);
    await b.client.logout();
    const ack = await a.client.send({ to: b.user, type: 'txt', msg: 'while you were away' });
    expect(a.events.delivered).toHaveLength(0);
    await b.client.login(b.credentials);
    await eventually(() => expect(b.events.message.map((m) => m.id)).toEqual([ack.id]));
    await eventually(() => expect(a.events.delivered).toContainEqual({ id: ack.id, by: b.user }));
    const [summary] = await b.client.conversations();
    expect(summary).toMatchObject({ imAccount: a.user, unread_num: 1 });
  });
}
