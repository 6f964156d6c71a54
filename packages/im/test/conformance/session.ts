/**
 * Login and logout, the other-device kick (type 39), sessions the service ends, refusals (type
 * 502) and presence.
 */
import { expect, it } from 'vitest';
import { SendRefusedError, isInsufficientCoins } from '../../src/errors';
import { describeState, eventually, members, record, type WorldRef } from './world';

export function sessionSpecs(world: WorldRef): void {
  it('logs in with the IM account and password and reports connected', async () => {
    const credentials = await world().createAccount();
    const client = world().createClient();
    const events = record(client);
    expect(client.state).toEqual({ status: 'disconnected' });
    expect(client.user).toBeNull();
    await client.login(credentials);
    expect(client.state).toEqual({ status: 'connected' });
    expect(client.user).toBe(credentials.user);
    expect(events.connection.map(describeState)).toEqual(['connected']);
  });

  it('refuses a wrong password and stays disconnected', async () => {
    const credentials = await world().createAccount();
    const client = world().createClient();
    await expect(
      client.login({ user: credentials.user, password: `${credentials.password}-wrong` }),
    ).rejects.toMatchObject({ kind: 'loginFailed' });
    expect(client.state).toEqual({ status: 'disconnected' });
    expect(client.user).toBeNull();
  });

  it('logs out: disconnected, calls refused, and a new login works', async () => {
    const [a, b] = await members(world(), 2);
    await a.client.logout();
    expect(a.client.state).toEqual({ status: 'disconnected' });
    expect(a.client.user).toBeNull();
    await expect(a.client.send({ to: b.user, type: 'txt', msg: 'x' })).rejects.toMatchObject({
      kind: 'notConnected',
    });
    await expect(a.client.conversations()).rejects.toMatchObject({ kind: 'notConnected' });
    await a.client.login(a.credentials);
    await a.client.send({ to: b.user, type: 'txt', msg: 'back' });
    await eventually(() => expect(b.events.message.map((m) => m.msg)).toEqual(['back']));
  });

  it('a second login of the account kicks the first device with type 39, which stays out', async () => {
    const [a, b] = await members(world(), 2);
    const second = world().createClient();
    await second.login(a.credentials);
    await eventually(() => expect(a.events.kicked).toEqual([{ type: 39, reason: 'otherDevice' }]));
    expect(a.client.state).toEqual({ status: 'disconnected' });
    expect(a.client.user).toBeNull();

    const incoming = record(second);
    await b.client.send({ to: a.user, type: 'txt', msg: 'to the new device' });
    await eventually(() => expect(incoming.message).toHaveLength(1));
    // The kick is the last thing the first device's connection brings (its client drops it), and
    // a reconnection would begin with 'reconnecting' the moment its client handled it; by now the
    // service has routed a later message to the new device.
    expect(a.events.message).toHaveLength(0);
    expect(a.client.state).toEqual({ status: 'disconnected' });
    expect(a.events.connection.map(describeState)).toEqual(['connected', 'disconnected']);
  });

  it('a session the service ends (a password change) is kicked with its reason and stays out', async () => {
    const [a, b] = await members(world(), 2);
    const renewed = await world().endSessions(a.user);
    await eventually(() =>
      expect(a.events.kicked).toEqual([{ type: 39, reason: 'passwordChanged' }]),
    );
    expect(a.client.state).toEqual({ status: 'disconnected' });
    expect(a.client.user).toBeNull();

    const again = world().createClient();
    await expect(again.login(a.credentials)).rejects.toMatchObject({ kind: 'loginFailed' });
    const incoming = record(again);
    await again.login(renewed);
    await b.client.send({ to: a.user, type: 'txt', msg: 'with the new password' });
    await eventually(() => expect(incoming.message).toHaveLength(1));
    // As after a kick: the end was the last thing the old connection brought, and the service
    // has since let the new password in and routed a later message to it.
    expect(a.events.message).toHaveLength(0);
    expect(a.events.connection.map(describeState)).toEqual(['connected', 'disconnected']);
  });

  it('a refused send (event 502, code 105) rejects, emits refused, and delivers nothing', async () => {
    const [a, b] = await members(world(), 2);
    await world().refuseNextSend(a.user, b.user);
    const error = await a.client
      .send({ to: b.user, type: 'txt', msg: 'pay first', clientId: 'refused-1' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(SendRefusedError);
    expect(error).toMatchObject({ kind: 'refused', code: 105 });
    expect(isInsufficientCoins(error.code)).toBe(true);
    expect(a.events.refused).toEqual([
      { type: 502, code: 105, message: expect.any(String), clientId: 'refused-1', to: b.user },
    ]);

    await a.client.send({ to: b.user, type: 'txt', msg: 'paid' });
    await eventually(() => expect(b.events.message.map((m) => m.msg)).toEqual(['paid']));
    expect((await b.client.history(a.user)).messages.map((m) => m.msg)).toEqual(['paid']);
  });

  it('answers the online state of peers and tells of each change', async () => {
    const [a] = await members(world(), 1);
    const credentials = await world().createAccount();
    const states = await a.client.subscribePresence([credentials.user]);
    // Never seen: no last seen.
    expect(states).toEqual([{ imAccount: credentials.user, online: false, lastSeen: null }]);

    const b = world().createClient();
    await b.login(credentials);
    await eventually(() =>
      expect(a.events.presence.at(-1)).toEqual({
        imAccount: credentials.user,
        online: true,
        lastSeen: null,
      }),
    );
    await b.logout();
    // The last connection closed: its time comes with the change.
    const offline = await eventually(() => {
      const last = a.events.presence.at(-1);
      expect(last).toEqual({
        imAccount: credentials.user,
        online: false,
        lastSeen: expect.any(Number),
      });
      return last!;
    });
    // The service's clock (the server's may be a test clock moved ahead): a time, in ms.
    expect(offline.lastSeen).toBeGreaterThan(Date.parse('2020-01-01'));
    expect(await a.client.subscribePresence([credentials.user])).toEqual([
      { imAccount: credentials.user, online: false, lastSeen: offline.lastSeen },
    ]);

    await a.client.unsubscribePresence([credentials.user]);
    const seen = a.events.presence.length;
    // A peer a still follows, who comes online after b: its change reaches a after any of b's.
    const later = await world().createAccount();
    await a.client.subscribePresence([later.user]);
    await b.login(credentials);
    await world().createClient().login(later);
    await eventually(() =>
      expect(a.events.presence.at(-1)).toEqual({
        imAccount: later.user,
        online: true,
        lastSeen: null,
      }),
    );
    expect(a.events.presence.slice(seen).map((p) => p.imAccount)).toEqual([later.user]);
  });

  it('reports a peer online when subscribing after it logged in', async () => {
    const [a, b] = await members(world(), 2);
    expect(await a.client.subscribePresence([b.user])).toEqual([
      { imAccount: b.user, online: true, lastSeen: null },
    ]);
  });

  it('tells no last seen of a member who hides it, nor to one who hides their own', async () => {
    const [a] = await members(world(), 1);
    const credentials = await world().createAccount();
    const b = world().createClient();
    await b.login(credentials);
    await a.client.subscribePresence([credentials.user]);
    await world().hideLastSeen(credentials.user, true);
    await b.logout();
    // The online dot still goes out; the time does not.
    await eventually(() =>
      expect(a.events.presence.at(-1)).toEqual({
        imAccount: credentials.user,
        online: false,
        lastSeen: null,
      }),
    );
    await world().hideLastSeen(credentials.user, false);
    const [shown] = await a.client.subscribePresence([credentials.user]);
    expect(shown!.lastSeen).toEqual(expect.any(Number));

    // Reciprocity: hiding one's own hides everyone else's from oneself.
    await world().hideLastSeen(a.user, true);
    expect(await a.client.subscribePresence([credentials.user])).toEqual([
      { imAccount: credentials.user, online: false, lastSeen: null },
    ]);
    await world().hideLastSeen(a.user, false);
  });
}
