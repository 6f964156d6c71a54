/**
 * Who is on each side of a message, and whether their pair still owes the new-friend-chat
 * price. The rule itself is `chargeNewFriendChat`'s alone; this only remembers answers that
 * let a send skip asking again: a pair that paid stays paid (once per pair, for good), and
 * friends stay free for a minute (unfriending is rare; a minute is the most a pair can chat
 * free after it). Users are looked up once a minute at most, many in one query.
 */
import type { Db } from '../db/database.ts';
import { serviceAccounts } from '../domains/message/serviceAccount.ts';
import type { Services } from '../services.ts';

/** A user who can pay or be paid for (domains/pay/newFriendChat.ts). */
export interface Party {
  id: number;
  nickname: string;
}

/** A message's other side: a user, a customer-service account, or nobody. */
export type Recipient = Party | 'service' | null;

const USER_TTL_MS = 60_000;
const FRIENDS_TTL_MS = 60_000;
const MAX_ENTRIES = 200_000;

export class ChatParties {
  private readonly service: Set<string>;
  private readonly users = new Map<string, { party: Party; until: number }>();
  private readonly paid = new Set<string>();
  private readonly friends = new Map<string, number>();

  constructor(services: Services) {
    this.service = new Set(serviceAccounts(services.config));
  }

  isService(account: string): boolean {
    return this.service.has(account);
  }

  /** The recipients of these accounts; null for an unknown or cancelled user. */
  async recipients(db: Db, accounts: readonly string[]): Promise<Map<string, Recipient>> {
    const now = Date.now();
    const found = new Map<string, Recipient>();
    const missing: string[] = [];
    for (const account of new Set(accounts)) {
      if (this.isService(account)) {
        found.set(account, 'service');
        continue;
      }
      const cached = this.users.get(account);
      if (cached && cached.until > now) found.set(account, cached.party);
      else missing.push(account);
    }
    if (missing.length > 0) {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'nickname', 'im_account'])
        .where('im_account', 'in', missing)
        .where('cancelled_at', 'is', null)
        .execute();
      for (const row of rows) {
        const party = { id: row.id, nickname: row.nickname };
        remember(this.users, row.im_account, { party, until: now + USER_TTL_MS });
        found.set(row.im_account, party);
      }
      for (const account of missing) if (!found.has(account)) found.set(account, null);
    }
    return found;
  }

  /** Whether the pair is known to owe nothing now. */
  settled(pair: string): boolean {
    if (this.paid.has(pair)) return true;
    const until = this.friends.get(pair);
    return until !== undefined && until > Date.now();
  }

  /** Call after the commit that found the pair paid (or made it pay). */
  markPaid(pair: string): void {
    if (this.paid.size >= MAX_ENTRIES) this.paid.clear();
    this.paid.add(pair);
  }

  markFriends(pair: string): void {
    remember(this.friends, pair, Date.now() + FRIENDS_TTL_MS);
  }
}

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
  map.set(key, value);
}
