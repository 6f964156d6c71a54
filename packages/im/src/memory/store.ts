/**
 * The memory hub's messages and conversations, with the same rules as apps/server's chat domain:
 * ids from one increasing sequence (their order is the conversation's order), a resent client id
 * stored once, recalled messages kept as an envelope without content, and each side's own view
 * (cleared history, deleted messages, a deleted conversation brought back by the next message).
 */
import { ChatError } from '../errors';
import { channelId, type OutgoingMessage } from '../internal/outgoing';
import type { ChatMessage, ConversationSummary, HistoryPage, ImAccount } from '../types';

interface Stored {
  /** The numeric id: the place in the sequence. */
  n: number;
  message: ChatMessage;
}

/** A conversation as one side (the owner) sees it. */
interface Side {
  /** Messages at or before this place are cleared for the owner. */
  clearedN: number;
  /** Off the owner's list until the next message. */
  deleted: boolean;
  hidden: Set<string>;
  createdAt: number;
}

const key = (a: ImAccount, b: ImAccount) => `${a} ${b}`;

export class MemoryStore {
  private nextN = 1;
  private readonly byId = new Map<string, Stored>();
  private readonly byClientId = new Map<string, Stored>();
  private readonly pairs = new Map<string, Stored[]>();
  private readonly sides = new Map<string, Side>();

  find(id: string): ChatMessage | undefined {
    return this.byId.get(id)?.message;
  }

  findByClientId(from: ImAccount, clientId: string): ChatMessage | undefined {
    return this.byClientId.get(key(from, clientId))?.message;
  }

  add(out: OutgoingMessage, time: number): ChatMessage {
    const n = this.nextN++;
    const message: ChatMessage = {
      id: String(n),
      clientId: out.clientId,
      from: out.from,
      to: out.to,
      type: out.type,
      customType: out.customType,
      msg: out.msg,
      url: out.url,
      time,
      chatType: 'singleChat',
      ext: { ...out.ext },
      read: false,
      delivered: false,
      recalled: false,
    };
    const stored = { n, message };
    this.byId.set(message.id, stored);
    this.byClientId.set(key(out.from, out.clientId), stored);
    this.pairOf(out.from, out.to).push(stored);
    for (const [owner, peer] of [
      [out.from, out.to],
      [out.to, out.from],
    ] as const) {
      this.side(owner, peer, time).deleted = false;
    }
    return message;
  }

  /** A copy for a client: a recalled message keeps only its envelope. */
  view(message: ChatMessage): ChatMessage {
    if (!message.recalled) return { ...message, ext: { ...message.ext } };
    const { platform, brand } = message.ext;
    return { ...message, msg: '', url: '', ext: { platform, brand } };
  }

  history(owner: ImAccount, peer: ImAccount, cursor: string | null, size: number): HistoryPage {
    let visible = this.visible(owner, peer);
    if (cursor) {
      // Any message of the pair will do, even one deleted since the previous page.
      const from = this.byId.get(cursor)?.message;
      const n = Number(cursor);
      if (!from || channelId(from.from, from.to) !== channelId(owner, peer)) {
        throw new ChatError('notFound', 'Unknown cursor.');
      }
      visible = visible.filter((s) => s.n < n);
    }
    const newestFirst = visible.reverse();
    const messages = newestFirst.slice(0, size).map((s) => this.view(s.message));
    const more = newestFirst.length > size;
    return { messages, cursor: more ? messages.at(-1)!.id : null };
  }

  conversations(owner: ImAccount): ConversationSummary[] {
    const list: Array<ConversationSummary & { at: number; n: number }> = [];
    for (const [k, side] of this.sides) {
      const [sideOwner, peer] = k.split(' ') as [string, string];
      if (sideOwner !== owner || side.deleted) continue;
      const visible = this.visible(owner, peer);
      const last = visible.at(-1);
      list.push({
        channel_id: channelId(owner, peer),
        imAccount: peer,
        unread_num: visible.filter((s) => s.message.from === peer && !s.message.read).length,
        lastMessage: last ? this.view(last.message) : null,
        at: last?.message.time ?? side.createdAt,
        n: last?.n ?? 0,
      });
    }
    list.sort((a, b) => b.at - a.at || b.n - a.n);
    return list.map(({ at: _at, n: _n, ...summary }) => summary);
  }

  /** Marks what `peer` sent `owner` read; answers the ids read now, oldest first. */
  markRead(owner: ImAccount, peer: ImAccount): string[] {
    const read: string[] = [];
    for (const { message } of this.pairOf(owner, peer)) {
      if (message.to !== owner || message.read) continue;
      message.read = true;
      message.delivered = true;
      read.push(message.id);
    }
    return read;
  }

  /** Marks messages to `owner` delivered; answers those delivered now. */
  markDelivered(owner: ImAccount, ids: readonly string[]): ChatMessage[] {
    const now: ChatMessage[] = [];
    for (const id of ids) {
      const message = this.byId.get(id)?.message;
      if (!message || message.to !== owner || message.delivered) continue;
      message.delivered = true;
      now.push(message);
    }
    return now;
  }

  /** What `owner` has not received yet, oldest first: sent while they were logged out. */
  undelivered(owner: ImAccount): ChatMessage[] {
    return [...this.byId.values()]
      .filter((s) => s.message.to === owner && !s.message.delivered && !s.message.recalled)
      .map((s) => s.message);
  }

  deleteConversation(owner: ImAccount, peer: ImAccount, at: number): void {
    this.clearHistory(owner, peer, at);
    this.side(owner, peer, at).deleted = true;
  }

  clearHistory(owner: ImAccount, peer: ImAccount, at: number): void {
    this.side(owner, peer, at).clearedN = this.pairOf(owner, peer).at(-1)?.n ?? 0;
  }

  deleteMessages(owner: ImAccount, peer: ImAccount, ids: readonly string[], at: number): void {
    const pair = new Set(this.pairOf(owner, peer).map((s) => s.message.id));
    const hidden = this.side(owner, peer, at).hidden;
    for (const id of ids) if (pair.has(id)) hidden.add(id);
  }

  /** The owner's messages with peer, oldest first. */
  private visible(owner: ImAccount, peer: ImAccount): Stored[] {
    const side = this.sides.get(key(owner, peer));
    const pair = this.pairOf(owner, peer);
    if (!side) return [...pair];
    return pair.filter((s) => s.n > side.clearedN && !side.hidden.has(s.message.id));
  }

  private pairOf(a: ImAccount, b: ImAccount): Stored[] {
    const k = channelId(a, b);
    let pair = this.pairs.get(k);
    if (!pair) {
      pair = [];
      this.pairs.set(k, pair);
    }
    return pair;
  }

  private side(owner: ImAccount, peer: ImAccount, at: number): Side {
    let side = this.sides.get(key(owner, peer));
    if (!side) {
      side = { clearedN: 0, deleted: false, hidden: new Set(), createdAt: at };
      this.sides.set(key(owner, peer), side);
    }
    return side;
  }
}
