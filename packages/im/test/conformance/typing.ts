/** The typing signal: relayed to the peer alone, never stored, lost quietly when away. */
import { expect, it } from 'vitest';
import { eventually, members, type WorldRef } from './world';

export function typingSpecs(world: WorldRef): void {
  it('tells the peer alone that the member is typing, and stores nothing', async () => {
    const [a, b, c] = await members(world(), 3);
    const typing = { from: a.user, to: b.user };
    await a.client.sendTyping(b.user);
    await eventually(() => expect(b.events.typing).toEqual([typing]));
    // The signal went out to everyone it went to when b got it: calls answered on a's and c's
    // connections after that come after it. A stored copy would come to b as a message, before
    // a later one.
    await a.client.conversations();
    await c.client.send({ to: b.user, type: 'txt', msg: 'after the signal' });
    await eventually(() =>
      expect(b.events.message.map((m) => m.msg)).toContain('after the signal'),
    );
    expect(c.events.typing).toEqual([]);
    expect(a.events.typing).toEqual([]);
    expect(b.events.typing).toEqual([typing]);
    expect(b.events.message.map((m) => m.from)).toEqual([c.user]);
    expect((await b.client.history(a.user)).messages).toEqual([]);
    expect((await b.client.conversations()).map((c) => c.imAccount)).not.toContain(a.user);
  });

  it('resolves without sending while logged out, and a peer away never gets it later', async () => {
    const [a, b, c] = await members(world(), 3);
    await b.client.logout();
    await a.client.sendTyping(b.user);
    // The signal is fire-and-forget: a request answered after it on the same connection says
    // the service has handled it, before B is back (else it could reach B's new session).
    await a.client.conversations();
    await b.client.login(b.credentials);
    await a.client.logout();
    await expect(a.client.sendTyping(b.user)).resolves.toBeUndefined();
    // A later message on b's new connection: either of a's signals would have come before it.
    await c.client.send({ to: b.user, type: 'txt', msg: 'later' });
    await eventually(() => expect(b.events.message.map((m) => m.msg)).toEqual(['later']));
    expect(b.events.typing).toEqual([]);
  });
}
