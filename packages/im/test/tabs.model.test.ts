/**
 * Model-based test of unread counts across the tabs of one browser (issue 19): generated
 * interleavings of messages from two peers, conversations opened and left in one tab, replies
 * sent from any tab, tabs opened and closed (the one holding the connection too: the next takes
 * over) and the connection cut. Each tab keeps its list as the web's chat store does: the
 * conversations at sign-in and at each reconnection, a message from a peer counted unless that
 * tab shows its conversation (then read at once), and a conversation read in another tab
 * (`conversationRead`) cleared. After every step, once what is under way has landed, every open
 * tab shows the service's unread counts, no tab was kicked, no tab heard a message twice, and
 * each reply was stored once.
 */
import fc from 'fast-check';
import { afterEach, expect, it, vi } from 'vitest';
import { MemoryHub } from '../src/memory/hub';
import type { ChatClient, ChatCredentials, ConnectionState } from '../src/types';
import { browserOn, type Browser } from './support/tabWorld';

const me: ChatCredentials = { user: 'u100001', password: 'mine' };
const peers = ['u100002', 'u100003'] as const;

/** One tab's list, kept as the web store keeps it. */
class TabView {
  readonly tab: ChatClient;
  counts = new Map<string, number>();
  openPeer: string | null = null;
  loading: Promise<void> | null = null;
  readonly seen = new Set<string>();
  duplicates = 0;
  kicked = 0;
  private status: ConnectionState['status'] = 'disconnected';

  constructor(tab: ChatClient) {
    this.tab = tab;
    tab.on('message', (message) => {
      if (this.seen.has(message.id)) this.duplicates += 1;
      this.seen.add(message.id);
      const peer = message.from;
      if (peer === me.user) return;
      if (this.openPeer === peer) {
        this.counts.set(peer, 0);
        this.read(peer);
      } else this.counts.set(peer, (this.counts.get(peer) ?? 0) + 1);
    });
    tab.on('conversationRead', ({ peer }) => this.counts.set(peer, 0));
    tab.on('kicked', () => (this.kicked += 1));
    tab.on('connection', (state) => {
      if (this.status === 'reconnecting' && state.status === 'connected') this.load();
      this.status = state.status;
    });
  }

  load(): void {
    const loading = this.tab.conversations().then((list) => {
      this.counts = new Map(list.map((c) => [c.imAccount, c.unread_num]));
      if (this.openPeer) {
        this.counts.set(this.openPeer, 0);
        this.read(this.openPeer);
      }
    });
    const tracked: Promise<void> = loading.finally(() => {
      if (this.loading === tracked) this.loading = null;
    });
    this.loading = tracked;
  }

  /** Read on the service as the store does: a tab closed meanwhile reads again when it opens. */
  read(peer: string): void {
    this.tab.markRead(peer).catch(() => undefined);
  }

  shown(peer: string): number {
    return this.counts.get(peer) ?? 0;
  }
}

type Step =
  | { kind: 'send'; peer: number; count: number }
  | { kind: 'open'; tab: number; peer: number }
  | { kind: 'leave'; tab: number }
  | { kind: 'reply'; tab: number; peer: number }
  | { kind: 'closeTab'; tab: number }
  | { kind: 'newTab' }
  | { kind: 'cut' };

const peer = fc.integer({ min: 0, max: peers.length - 1 });
const tab = fc.nat({ max: 5 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('send'),
      peer,
      count: fc.integer({ min: 1, max: 3 }),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('open'), tab, peer }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('leave'), tab }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('reply'), tab, peer }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('closeTab'), tab }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'newTab' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'cut' as const }), weight: 1 },
);

let views: TabView[] = [];

afterEach(async () => {
  await Promise.all(views.map((view) => view.tab.logout()));
  views = [];
});

async function openTab(browser: Browser): Promise<TabView> {
  const view = new TabView(browser.tab());
  views.push(view);
  await view.tab.login(me);
  view.load();
  await view.loading;
  return view;
}

it('every tab shows the same unread counts as the service, whatever happens in which tab', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
      const hub = new MemoryHub({ redeliver: 5 });
      hub.addAccount(me.user, me.password);
      for (const account of peers) hub.addAccount(account, 'theirs');
      const browser = browserOn(hub);
      const replies = new Map<string, number>();
      try {
        await openTab(browser);
        await openTab(browser);
        for (const s of steps) {
          const view = 'tab' in s ? views[s.tab % views.length]! : undefined;
          switch (s.kind) {
            case 'send':
              for (let i = 0; i < s.count; i++) {
                hub.post(peers[s.peer]!, { type: 'txt', to: me.user, msg: `m${i}` });
              }
              break;
            case 'open':
              view!.openPeer = peers[s.peer]!;
              view!.counts.set(view!.openPeer, 0);
              await view!.tab.markRead(view!.openPeer);
              break;
            case 'leave':
              view!.openPeer = null;
              break;
            case 'reply': {
              const to = peers[s.peer]!;
              await view!.tab.send({ type: 'txt', to, msg: 'reply' });
              replies.set(to, (replies.get(to) ?? 0) + 1);
              break;
            }
            case 'closeTab':
              if (views.length > 1) {
                views.splice(views.indexOf(view!), 1);
                await view!.tab.logout();
              }
              break;
            case 'newTab':
              if (views.length < 3) await openTab(browser);
              break;
            case 'cut':
              hub.dropConnection(me.user);
              break;
          }
          await vi.waitFor(
            async () => {
              const truth = await views[0]!.tab.conversations();
              for (const v of views) {
                expect(v.tab.state.status).toBe('connected');
                expect(v.loading).toBeNull();
                for (const account of peers) {
                  const unread = truth.find((c) => c.imAccount === account)?.unread_num ?? 0;
                  expect(v.shown(account), `${account} in a tab`).toBe(unread);
                }
              }
            },
            // Generous: CI runs this beside the server's tests on two cores.
            { timeout: 10_000, interval: 5 },
          );
          for (const v of views) {
            expect(v.kicked).toBe(0);
            expect(v.duplicates).toBe(0);
          }
        }
        for (const [to, count] of replies) {
          const mine = (await views[0]!.tab.history(to)).messages.filter((m) => m.from === me.user);
          expect(mine).toHaveLength(count);
        }
      } finally {
        await Promise.all(views.map((v) => v.tab.logout()));
        views = [];
      }
    }),
    { numRuns: 60 },
  );
}, 120_000);
