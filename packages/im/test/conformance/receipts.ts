/** Recall (2-minute limit, code 1801) and read receipts. */
import { expect, it } from 'vitest';
import { ChatErrorCodes, RecallTooLateError, recallMessages } from '../../src/errors';
import { RECALL_LIMIT_MS, type ChatMessage } from '../../src/types';
import { arrived, eventually, members, sendTexts, texts, type WorldRef } from './world';

/** A recalled message is either gone from history or kept without its content. */
function expectRecalledIn(page: ChatMessage[], id: string) {
  const kept = page.find((m) => m.id === id);
  if (kept) {
    expect(kept.recalled).toBe(true);
    expect(kept.msg).toBe('');
    expect(kept.url).toBe('');
    expect(kept.ext.translation).toBeUndefined();
  }
}

export function receiptSpecs(world: WorldRef): void {
  const limit = () => world().recallLimitMs ?? RECALL_LIMIT_MS;

  it('recalls a message within the limit: the recipient is told and nobody sees its content', async () => {
    const [a, b] = await members(world(), 2);
    const ack = await a.client.send({
      to: b.user,
      type: 'txt',
      msg: 'oops',
      ext: { translation: 'huy' },
    });
    await eventually(() => expect(b.events.message).toHaveLength(1));
    await world().advanceClock(limit() - 5_000);
    await a.client.recall({ id: ack.id, to: b.user });
    await eventually(() =>
      expect(b.events.recall).toEqual([{ id: ack.id, from: a.user, to: b.user }]),
    );
    expectRecalledIn((await a.client.history(b.user)).messages, ack.id);
    expectRecalledIn((await b.client.history(a.user)).messages, ack.id);
    expect(recallMessages.done).toBe('message retracted successfully');
  });

  it('refuses a recall after the limit with 1801 "beyond retraction time, cannot retract"', async () => {
    const [a, b] = await members(world(), 2);
    const ack = await a.client.send({ to: b.user, type: 'txt', msg: 'too late' });
    await eventually(() => expect(b.events.message).toHaveLength(1));
    await world().advanceClock(limit() + 1_000);
    const error = await a.client.recall({ id: ack.id, to: b.user }).catch((e) => e);
    expect(error).toBeInstanceOf(RecallTooLateError);
    expect(error).toMatchObject({
      kind: 'recallTooLate',
      code: ChatErrorCodes.recallTooLate,
      message: 'beyond retraction time, cannot retract',
    });
    const [kept] = (await b.client.history(a.user)).messages;
    expect(kept).toMatchObject({ id: ack.id, msg: 'too late', recalled: false });
    expect(b.events.recall).toHaveLength(0);
  });

  it("does not recall someone else's message", async () => {
    const [a, b] = await members(world(), 2);
    const ack = await a.client.send({ to: b.user, type: 'txt', msg: 'mine' });
    await eventually(() => expect(b.events.message).toHaveLength(1));
    await expect(b.client.recall({ id: ack.id, to: a.user })).rejects.toMatchObject({
      kind: 'notFound',
    });
    const [kept] = (await a.client.history(b.user)).messages;
    expect(kept).toMatchObject({ id: ack.id, recalled: false });
  });

  it('reading a conversation sends the read receipt and clears its unread count', async () => {
    const [a, b] = await members(world(), 2);
    const acks = await sendTexts(a, b, texts('read me', 3));
    await eventually(() => expect(b.events.message).toHaveLength(3));
    const [before] = await b.client.conversations();
    expect(before).toMatchObject({ imAccount: a.user, unread_num: 3 });

    await b.client.markRead(a.user);
    const receipt = await arrived(a.events.read);
    expect(receipt.by).toBe(b.user);
    if (!receipt.all) expect([...receipt.ids].sort()).toEqual(acks.map((x) => x.id).sort());

    const [after] = await b.client.conversations();
    expect(after).toMatchObject({ imAccount: a.user, unread_num: 0 });
    const mine = (await a.client.history(b.user)).messages;
    expect(mine.every((m) => m.read)).toBe(true);
  });

  it('reading only touches the messages from that peer', async () => {
    const [a, b, c] = await members(world(), 3);
    await a.client.send({ to: c.user, type: 'txt', msg: 'from a' });
    await b.client.send({ to: c.user, type: 'txt', msg: 'from b' });
    await eventually(() => expect(c.events.message).toHaveLength(2));
    await c.client.markRead(a.user);
    await eventually(() => expect(a.events.read).toHaveLength(1));
    const list = await c.client.conversations();
    expect(list.find((x) => x.imAccount === b.user)?.unread_num).toBe(1);
    expect(list.find((x) => x.imAccount === a.user)?.unread_num).toBe(0);
    // A call answered on b's connection after the read: a receipt for b would have come first.
    await b.client.conversations();
    expect(b.events.read).toHaveLength(0);
  });
}
