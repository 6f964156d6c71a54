/** The typing signal: relayed to the peer alone, never stored, lost quietly when away. */
import { expect, it } from 'vitest';
import { eventually, members, type WorldRef } from './world';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

export function typingSpecs(world: WorldRef): void {
  it('tells the peer alone that the member is typing, and stores nothing', async () => {
    const [a, b, c] = await members(world(), 3);
    await a.client.sendTyping(b.user);
    await eventually(() => expect(b.events.typing).toEqual([{ from: a.user, to: b.user }]));
    await settle();
    expect(c.events.typing).toEqual([]);
    expect(a.events.typing).toEqual([]);
    expect(b.events.message).toEqual([]);
    expect((await b.client.history(a.user)).messages).toEqual([]);
    expect((await b.client.conversations()).map((c) => c.imAccount)).not.toContain(a.user);
  });

  it('resolves without sending while logged out, and a peer away never gets it later', async () => {
    const [a, b] = await members(world(), 2);
    await b.client.logout();
    await a.client.sendTyping(b.user);
    // The signal is fire-and-forget: a request answered after it on the same connection says
    // the service has handled it, before B is back (else it could reach B's new session).
    await a.client.conversations();
    await b.client.login(b.credentials);
    await a.client.logout();
    await expect(a.client.sendTyping(b.user)).resolves.toBeUndefined();
    await settle();
    expect(b.events.typing).toEqual([]);
  });
}
