/**
 * Losing the connection: reconnecting with numbered attempts, giving up after 10, and the resync
 * afterwards - nothing missed is lost, nothing is shown twice, nothing comes out of order within
 * a conversation.
 */
import { expect, it } from 'vitest';
import { MAX_RECONNECT_ATTEMPTS } from '../../src/reconnect';
import {
  backOnline,
  describeState,
  eventually,
  members,
  sendTexts,
  texts,
  type WorldRef,
} from './world';

export function reconnectSpecs(world: WorldRef): void {
  it('reconnects by itself after a cut and keeps working', async () => {
    const [a, b] = await members(world(), 2);
    await world().dropConnection(b.user);
    await eventually(() => expect(b.client.state).toEqual({ status: 'connected' }));
    expect(b.events.connection.map(describeState)).toEqual([
      'connected',
      'reconnecting:1',
      'connected',
    ]);
    await a.client.send({ to: b.user, type: 'txt', msg: 'still there?' });
    await b.client.send({ to: a.user, type: 'txt', msg: 'yes' });
    await eventually(() => expect(b.events.message.map((m) => m.msg)).toEqual(['still there?']));
    await eventually(() => expect(a.events.message.map((m) => m.msg)).toEqual(['yes']));
  });

  it('resyncs what it missed while down: every message once, in order, and the recalls', async () => {
    const [a, b, c] = await members(world(), 3);
    const before = texts('before', 3);
    await sendTexts(a, b, before);
    await eventually(() => expect(b.events.message).toHaveLength(3));

    await world().setNetwork(b.user, false);
    await eventually(() => expect(b.client.state.status).toBe('reconnecting'));
    const during = texts('during', 12);
    const acks = await sendTexts(a, b, during);
    await sendTexts(c, b, ['from c while down']);
    await a.client.recall({ id: acks[0]!.id, to: b.user });

    await backOnline(world(), b);
    const after = texts('after', 2);
    await sendTexts(a, b, after);

    await eventually(() => expect(b.events.message).toHaveLength(3 + 12 + 1 + 2));
    const fromA = b.events.message.filter((m) => m.from === a.user);
    expect(fromA.map((m) => m.msg)).toEqual([...before, ...during, ...after]);
    const ids = b.events.message.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    await eventually(() =>
      expect(b.events.recall).toEqual([{ id: acks[0]!.id, from: a.user, to: b.user }]),
    );
    // A later message on b's connection: anything shown twice by the resync would come before it.
    await sendTexts(a, b, ['last']);
    await eventually(() => expect(b.events.message.at(-1)?.msg).toBe('last'));
    expect(b.events.message).toHaveLength(3 + 12 + 1 + 2 + 1);
    expect(new Set(b.events.message.map((m) => m.id)).size).toBe(19);
    expect(b.events.recall).toEqual([{ id: acks[0]!.id, from: a.user, to: b.user }]);
  });

  it('shows nothing twice when the connection drops right after events arrived', async () => {
    const [a, b] = await members(world(), 2);
    const acks = await sendTexts(a, b, texts('x', 3));
    await eventually(() => expect(b.events.message).toHaveLength(3));
    await a.client.recall({ id: acks[0]!.id, to: b.user });
    await b.client.markRead(a.user);
    await eventually(() => expect(b.events.recall).toHaveLength(1));
    await eventually(() => expect(a.events.read).toHaveLength(1));
    for (const member of [a, b, a, b]) {
      await world().dropConnection(member.user);
      await eventually(() => expect(member.client.state).toEqual({ status: 'connected' }));
    }
    // Later pushes on each connection: anything replayed twice after the cuts comes before them.
    await sendTexts(a, b, ['y']);
    await sendTexts(b, a, ['z']);
    await eventually(() => expect(b.events.message.at(-1)?.msg).toBe('y'));
    await eventually(() => expect(a.events.message.at(-1)?.msg).toBe('z'));
    expect(b.events.message.map((m) => m.msg)).toEqual(['x 1', 'x 2', 'x 3', 'y']);
    expect(a.events.message.map((m) => m.msg)).toEqual(['z']);
    expect(b.events.recall).toHaveLength(1);
    expect(a.events.read).toHaveLength(1);
    expect(a.events.delivered.filter((d) => d.id === acks[1]!.id)).toHaveLength(1);
  });

  it('receipts missed while down arrive after the reconnect', async () => {
    const [a, b] = await members(world(), 2);
    const ack = await a.client.send({ to: b.user, type: 'txt', msg: 'read it' });
    await eventually(() => expect(b.events.message).toHaveLength(1));
    await world().setNetwork(a.user, false);
    await b.client.markRead(a.user);
    await backOnline(world(), a);
    await eventually(() => expect(a.events.read.at(-1)?.by).toBe(b.user));
    const receipt = a.events.read.at(-1)!;
    if (!receipt.all) expect(receipt.ids).toContain(ack.id);
  });

  it('a send made while reconnecting waits for the connection and is delivered once', async () => {
    const [a, b] = await members(world(), 2);
    await world().setNetwork(a.user, false);
    await eventually(() => expect(a.client.state.status).toBe('reconnecting'));
    const pending = a.client.send({ to: b.user, type: 'txt', msg: 'queued' });
    await world().setNetwork(a.user, true);
    const ack = await pending;
    await eventually(() => expect(b.events.message.map((m) => m.id)).toEqual([ack.id]));
  });

  it('gives up after 10 attempts, and reconnect() brings it back with what it missed', async () => {
    const [a, b] = await members(world(), 2);
    await world().setNetwork(b.user, false);
    await eventually(() => expect(b.client.state).toEqual({ status: 'givenUp' }));
    const attempts = b.events.connection
      .filter((s) => s.status === 'reconnecting')
      .map((s) => (s.status === 'reconnecting' ? s.attempt : 0));
    expect(attempts).toEqual(Array.from({ length: MAX_RECONNECT_ATTEMPTS }, (_, i) => i + 1));
    await expect(b.client.send({ to: a.user, type: 'txt', msg: 'x' })).rejects.toMatchObject({
      kind: 'notConnected',
    });

    await sendTexts(a, b, ['missed 1', 'missed 2']);
    await world().setNetwork(b.user, true);
    b.client.reconnect();
    await eventually(() => expect(b.client.state).toEqual({ status: 'connected' }));
    await eventually(() =>
      expect(b.events.message.map((m) => m.msg)).toEqual(['missed 1', 'missed 2']),
    );
  });

  it('reconnect() does nothing while connected', async () => {
    const [a, b] = await members(world(), 2);
    b.client.reconnect();
    expect(b.client.state).toEqual({ status: 'connected' });
    expect(b.events.connection.map(describeState)).toEqual(['connected']);
    await a.client.send({ to: b.user, type: 'txt', msg: 'fine' });
    await eventually(() => expect(b.events.message).toHaveLength(1));
  });
}
