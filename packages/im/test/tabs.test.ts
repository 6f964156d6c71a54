/**
 * The tabs of one browser share one chat connection (src/tabs/client.ts): the service keeps one
 * device per account, and before this a second tab kicked the first.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ChatError, RecallTooLateError, SendRefusedError } from '../src/errors';
import { newClientId } from '../src/internal/outgoing';
import { createMemoryClient } from '../src/memory/client';
import { MemoryHub } from '../src/memory/hub';
import { createTabClient } from '../src/tabs/client';
import type { ChatClient, ChatCredentials } from '../src/types';
import { eventually, record } from './conformance';
import { browserOn } from './support/tabWorld';

const me: ChatCredentials = { user: 'u100001', password: 'mine' };
const peer = 'u100002';
let hub: MemoryHub;
let open: ChatClient[] = [];

function world() {
  hub = new MemoryHub({ redeliver: 5 });
  hub.addAccount(me.user, me.password);
  hub.addAccount(peer, 'theirs');
  return browserOn(hub);
}

async function tabs(count: number, browser = world()): Promise<ChatClient[]> {
  const made: ChatClient[] = [];
  for (let i = 0; i < count; i++) {
    const tab = browser.tab();
    open.push(tab);
    await tab.login(me);
    made.push(tab);
  }
  return made;
}

const fromPeer = (msg: string) => hub.post(peer, { type: 'txt', to: me.user, msg });

afterEach(async () => {
  await Promise.all(open.map((tab) => tab.logout()));
  open = [];
});

describe('tabs of one browser', () => {
  it('share one connection: no tab is kicked, and each hears a message once', async () => {
    const [a, b, c] = (await tabs(3)) as [ChatClient, ChatClient, ChatClient];
    const heard = [a, b, c].map(record);
    for (const tab of [a, b, c]) expect(tab.state.status).toBe('connected');
    fromPeer('hello');
    await eventually(() => {
      for (const events of heard) expect(events.message.map((m) => m.msg)).toEqual(['hello']);
    });
    expect(heard.flatMap((events) => events.kicked)).toEqual([]);
    expect(hub.isOnline(me.user)).toBe(true);
  });

  it("send from any tab: stored once, and the other tabs show it as the account's own", async () => {
    const [a, b, c] = (await tabs(3)) as [ChatClient, ChatClient, ChatClient];
    const heard = [a, b, c].map(record);
    const ack = await b.send({ type: 'txt', to: peer, msg: 'from the second tab' });
    expect(ack.message).toMatchObject({ from: me.user, to: peer, msg: 'from the second tab' });
    await eventually(() => {
      expect(heard[0]!.message).toEqual([ack.message]);
      expect(heard[2]!.message).toEqual([ack.message]);
    });
    expect(heard[1]!.message).toEqual([]);
    const page = await a.history(peer);
    expect(page.messages.map((m) => m.id)).toEqual([ack.id]);
  });

  it("a conversation read in one tab is read in every tab, the service's count too", async () => {
    const [a, b, c] = (await tabs(3)) as [ChatClient, ChatClient, ChatClient];
    const heard = [a, b, c].map(record);
    fromPeer('one');
    fromPeer('two');
    await eventually(async () =>
      expect((await a.conversations())[0]).toMatchObject({ imAccount: peer, unread_num: 2 }),
    );
    await c.markRead(peer);
    await eventually(() => {
      expect(heard[0]!.conversationRead).toEqual([{ peer }]);
      expect(heard[1]!.conversationRead).toEqual([{ peer }]);
    });
    expect(heard[2]!.conversationRead).toEqual([]);
    expect((await b.conversations())[0]).toMatchObject({ imAccount: peer, unread_num: 0 });
  });

  it('a conversation deleted or cleared in one tab is told to the others', async () => {
    const [a, b] = (await tabs(2)) as [ChatClient, ChatClient];
    const heardByA = record(a);
    fromPeer('keep or not');
    await eventually(() => expect(heardByA.message).toHaveLength(1));
    await b.clearHistory(peer);
    await eventually(() => expect(heardByA.historyCleared).toEqual([{ peer }]));
    expect((await a.history(peer)).messages).toEqual([]);
    await b.deleteConversation(peer);
    await eventually(() => expect(heardByA.conversationDeleted).toEqual([{ peer }]));
    expect(await a.conversations()).toEqual([]);
  });

  it('the leading tab closing hands over: calls under way are answered once, the others reconnect', async () => {
    const [a, b, c] = (await tabs(3)) as [ChatClient, ChatClient, ChatClient];
    const heardByC = record(c);
    const closing = a.logout();
    const sent = b.send({ type: 'txt', to: peer, msg: 'across the hand-over' });
    await closing;
    const ack = await sent;
    expect(ack.message.msg).toBe('across the hand-over');
    expect((await c.history(peer)).messages.map((m) => m.id)).toEqual([ack.id]);
    await eventually(() => expect(c.state.status).toBe('connected'));
    expect(heardByC.connection.map((s) => s.status)).toContain('reconnecting');
    fromPeer('still here');
    await eventually(() =>
      expect(heardByC.message.map((m) => m.msg)).toEqual(['across the hand-over', 'still here']),
    );
    expect(heardByC.kicked).toEqual([]);
  });

  it("takes the app's state as it is: proxies (valtio's) cross as their data", async () => {
    const [a, b, c] = (await tabs(3)) as [ChatClient, ChatClient, ChatClient];
    const heardByC = record(c);
    const proxied = <T extends object>(value: T): T => new Proxy(value, {});
    const reply = (id: string) =>
      proxied({ reply: proxied({ id, from: me.user, type: 'txt' as const, msg: 'first' }) });
    const first = await a.send({ type: 'txt', to: peer, msg: 'first', ext: proxied({}) });
    const second = await b.send({ type: 'txt', to: peer, msg: 'second', ext: reply(first.id) });
    await b.react(proxied({ ...second.message }), 'heart');
    await eventually(() =>
      expect(heardByC.message.map((m) => [m.msg, m.ext.reply?.id ?? null])).toEqual([
        ['first', null],
        ['second', first.id],
      ]),
    );
  });

  it('errors cross from the leading tab as themselves', async () => {
    const [, b] = (await tabs(2)) as [ChatClient, ChatClient];
    await expect(b.send({ type: 'txt', to: peer, msg: ' ' })).rejects.toMatchObject({
      kind: 'invalidMessage',
    });
    hub.refuseNext({ from: me.user, to: peer, code: 105, message: 'Not enough coins' });
    const refused = await b.send({ type: 'txt', to: peer, msg: 'paid' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SendRefusedError);
    expect(refused).toMatchObject({ code: 105, refusal: { to: peer, code: 105 } });
    const ack = await b.send({ type: 'txt', to: peer, msg: 'late' });
    hub.advanceClock(hub.recallLimitMs + 1);
    const late = await b.recall(ack.message).catch((e: unknown) => e);
    expect(late).toBeInstanceOf(RecallTooLateError);
    expect(late).toBeInstanceOf(ChatError);
  });

  it("one tab's presence unsubscribe keeps another tab's subscription", async () => {
    const [a, b] = (await tabs(2)) as [ChatClient, ChatClient];
    const heardByA = record(a);
    await a.subscribePresence([peer]);
    await b.subscribePresence([peer]);
    await b.unsubscribePresence([peer]);
    const theirs = browserOnPeer();
    await theirs.login({ user: peer, password: 'theirs' });
    await eventually(() =>
      expect(heardByA.presence.map((p) => [p.imAccount, p.online])).toContainEqual([peer, true]),
    );
    await theirs.logout();
  });

  it('a tab that leaves ends the presence subscriptions only it had', async () => {
    world();
    const unsubscribed: string[][] = [];
    const scope = newClientId();
    const tab = () =>
      createTabClient({
        kind: 'memory',
        scope,
        create: () => {
          const client = createMemoryClient(hub);
          const unsubscribe = client.unsubscribePresence.bind(client);
          client.unsubscribePresence = (peers) => {
            unsubscribed.push([...peers]);
            return unsubscribe(peers);
          };
          return client;
        },
      });
    const [a, b, c] = [tab(), tab(), tab()];
    open.push(a, b, c);
    for (const each of [a, b, c]) await each.login(me);
    await b.subscribePresence([peer, 'u100003']);
    await c.subscribePresence([peer]);
    await b.logout();
    // The leader drops what only the tab that left followed, and keeps what another still does.
    await eventually(() => expect(unsubscribed).toEqual([['u100003']]));
    await c.logout();
    await eventually(() => expect(unsubscribed).toEqual([['u100003'], [peer]]));
  });

  it('kicked by another browser: every tab hears it, and no tab logs in again by itself', async () => {
    const browser = world();
    const [a, b] = (await tabs(2, browser)) as [ChatClient, ChatClient];
    const heard = [a, b].map(record);
    const other = browserOn(hub).tab();
    open.push(other);
    const heardByOther = record(other);
    await other.login(me);
    await eventually(() => {
      for (const events of heard)
        expect(events.kicked).toEqual([{ type: 39, reason: 'otherDevice' }]);
    });
    expect(a.user).toBeNull();
    expect(b.user).toBeNull();
    // The app logs the kicked tabs out; the waiting tab must not take the lock and log in.
    await a.logout();
    // The browser's lock is let go and nobody waits for it: no tab leads or will. A tab that
    // took it would hold it for as long as it leads, having logged in first.
    await eventually(async () => {
      const { held = [], pending = [] } = await navigator.locks.query();
      const names = [...held, ...pending].map((lock) => lock.name ?? '');
      expect(names.filter((name) => name.includes(browser.scope))).toEqual([]);
    });
    expect(heardByOther.kicked).toEqual([]);
    expect(other.state.status).toBe('connected');
  });

  it('a wrong password fails every tab that joins', async () => {
    const browser = world();
    const [a, b] = [browser.tab(), browser.tab()];
    open.push(a, b);
    const wrong = { user: me.user, password: 'wrong' };
    const results = await Promise.allSettled([a.login(wrong), b.login(wrong)]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ kind: 'loginFailed' });
    }
    expect(a.user).toBeNull();
  });
});

/** The peer on a browser of their own (a plain tab client over the same hub). */
function browserOnPeer(): ChatClient {
  const tab = browserOn(hub).tab();
  open.push(tab);
  return tab;
}
