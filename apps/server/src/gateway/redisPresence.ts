/**
 * Who is online across processes, in Redis. Each account has a set of the processes where it has
 * connections (heartline:online:<account>), each process a set of its accounts and a heartbeat
 * in heartline:processes. Every change is one Lua script, so two processes never both see
 * themselves as the first or the last. A process killed without a goodbye stops beating; the
 * first process to notice takes it out (one script, once) and announces its accounts that are
 * now offline everywhere. After Redis comes back (restarted empty, or out of reach for a while)
 * each process writes its own accounts again and drops the ones that left meanwhile.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Presence, PresenceChange } from './presence.ts';

const PROCESSES = 'heartline:processes';
const online = (user: string) => `heartline:online:${user}`;
const accountsOf = (process: string) => `heartline:process:${process}:accounts`;

/** How often a process beats, and how long without a beat before it counts as dead. */
const BEAT_MS = 1000;
const DEAD_AFTER_MS = 5000;

/** Redis's own clock, so that processes on hosts whose clocks differ agree on who is late. */
const NOW = `local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)`;

const scripts = {
  /** KEYS: online set, process accounts, processes. ARGV: process, user. */
  join: {
    numberOfKeys: 3,
    lua: `${NOW}
      redis.call('SADD', KEYS[1], ARGV[1]) redis.call('SADD', KEYS[2], ARGV[2])
      redis.call('ZADD', KEYS[3], now, ARGV[1])
      return redis.call('SCARD', KEYS[1])`,
  },
  /** KEYS: online set, process accounts. ARGV: process, user. */
  leave: {
    numberOfKeys: 2,
    lua: `redis.call('SREM', KEYS[1], ARGV[1]) redis.call('SREM', KEYS[2], ARGV[2])
      return redis.call('SCARD', KEYS[1])`,
  },
  /**
   * KEYS: processes. ARGV: process, dead-after ms. Beats; answers whether the process was missing
   * (Redis restarted, or others took it for dead), then the processes that stopped beating.
   */
  beat: {
    numberOfKeys: 1,
    lua: `${NOW}
      local added = redis.call('ZADD', KEYS[1], now, ARGV[1])
      local dead = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]), 'LIMIT', 0, 10)
      return { added, dead }`,
  },
  /**
   * KEYS: processes. ARGV: the dead process, the key prefix of online sets. Takes the process out
   * once (the one whose ZREM succeeds) and answers its accounts now offline everywhere.
   */
  reap: {
    numberOfKeys: 1,
    lua: `if redis.call('ZREM', KEYS[1], ARGV[1]) == 0 then return {} end
      local key = 'heartline:process:' .. ARGV[1] .. ':accounts'
      local gone = {}
      for _, user in ipairs(redis.call('SMEMBERS', key)) do
        local set = ARGV[2] .. user
        redis.call('SREM', set, ARGV[1])
        if redis.call('SCARD', set) == 0 then table.insert(gone, user) end
      end
      redis.call('DEL', key)
      return gone`,
  },
  /**
   * KEYS: process accounts, processes. ARGV: process, online-set prefix, then the process's
   * accounts now. Writes them again and takes out the ones that left while Redis was away;
   * answers those now offline everywhere.
   */
  rebuild: {
    numberOfKeys: 2,
    lua: `${NOW}
      local now_here = {}
      for i = 3, #ARGV do now_here[ARGV[i]] = true end
      local gone = {}
      for _, user in ipairs(redis.call('SMEMBERS', KEYS[1])) do
        if not now_here[user] then
          local set = ARGV[2] .. user
          redis.call('SREM', set, ARGV[1]) redis.call('SREM', KEYS[1], user)
          if redis.call('SCARD', set) == 0 then table.insert(gone, user) end
        end
      end
      for i = 3, #ARGV do
        redis.call('SADD', ARGV[2] .. ARGV[i], ARGV[1]) redis.call('SADD', KEYS[1], ARGV[i])
      end
      redis.call('ZADD', KEYS[2], now, ARGV[1])
      return gone`,
  },
} as const;

type Scripted = Redis & {
  join(
    online: string,
    accounts: string,
    processes: string,
    process: string,
    user: string,
  ): Promise<number>;
  leave(online: string, accounts: string, process: string, user: string): Promise<number>;
  beat(processes: string, process: string, deadAfter: number): Promise<[number, string[]]>;
  reap(processes: string, process: string, prefix: string): Promise<string[]>;
  rebuild(
    accounts: string,
    processes: string,
    process: string,
    prefix: string,
    ...users: string[]
  ): Promise<string[]>;
};

export class RedisPresence implements Presence {
  /** This process, as the other processes know it. */
  readonly id = randomBytes(8).toString('hex');
  private readonly redis: Scripted;
  private readonly log: FastifyBaseLogger;
  private readonly localUsers: () => string[];
  private readonly listeners = new Set<(change: PresenceChange) => void>();
  private readonly timer: NodeJS.Timeout;
  private rebuilding = false;

  /** `localUsers`: the accounts with a connection in this process now. */
  constructor(redis: Redis, log: FastifyBaseLogger, localUsers: () => string[]) {
    for (const [name, { numberOfKeys, lua }] of Object.entries(scripts)) {
      redis.defineCommand(name, { numberOfKeys, lua });
    }
    this.redis = redis as Scripted;
    this.log = log;
    this.localUsers = localUsers;
    this.timer = setInterval(() => void this.beat(), BEAT_MS);
    this.timer.unref();
    void this.beat();
  }

  async joined(user: string): Promise<boolean> {
    try {
      const where = await this.redis.join(
        online(user),
        accountsOf(this.id),
        PROCESSES,
        this.id,
        user,
      );
      return where === 1;
    } catch (error) {
      // Written again with every account of this process when Redis answers again (rebuild).
      this.log.warn({ err: error }, 'presence: joining failed');
      return true;
    }
  }

  async left(user: string): Promise<boolean> {
    try {
      return (await this.redis.leave(online(user), accountsOf(this.id), this.id, user)) === 0;
    } catch (error) {
      this.log.warn({ err: error }, 'presence: leaving failed');
      return true;
    }
  }

  async online(users: readonly string[]): Promise<boolean[]> {
    if (users.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const user of users) pipeline.scard(online(user));
    try {
      const answers = (await pipeline.exec()) ?? [];
      return users.map((_, i) => {
        const [error, count] = answers[i] ?? [new Error('no answer'), 0];
        if (error) throw error;
        return (count as number) > 0;
      });
    } catch (error) {
      // Redis is away: what this process knows (its own connections) until it is back, when
      // every follower is told again (rebuild).
      this.log.warn({ err: error }, 'presence: asking Redis failed');
      const here = new Set(this.localUsers());
      return users.map((user) => here.has(user));
    }
  }

  onChanged(listener: (change: PresenceChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Stops beating and leaves the accounts in place: the other processes take this one out once it
   * has been silent for DEAD_AFTER_MS, and only then announce offline the accounts that have not
   * reconnected elsewhere meanwhile (a restart shows nobody an offline moment).
   */
  close(): Promise<void> {
    clearInterval(this.timer);
    this.listeners.clear();
    return Promise.resolve();
  }

  private async beat(): Promise<void> {
    try {
      const [added, dead] = await this.redis.beat(PROCESSES, this.id, DEAD_AFTER_MS);
      if (added === 1) await this.rebuild();
      for (const process of dead) {
        if (process === this.id) continue;
        const gone = await this.redis.reap(PROCESSES, process, 'heartline:online:');
        if (gone.length > 0) {
          this.log.info({ process, accounts: gone.length }, 'presence: a process stopped beating');
          this.tell({ online: [], offline: gone });
        }
      }
    } catch (error) {
      this.log.debug({ err: error }, 'presence: beat failed');
    }
  }

  /** Writes this process's accounts again (the first beat, and after Redis lost them). */
  private async rebuild(): Promise<void> {
    if (this.rebuilding) return;
    this.rebuilding = true;
    try {
      const users = this.localUsers();
      const gone = await this.redis.rebuild(
        accountsOf(this.id),
        PROCESSES,
        this.id,
        'heartline:online:',
        ...users,
      );
      this.tell({ online: users, offline: gone });
    } finally {
      this.rebuilding = false;
    }
  }

  private tell(change: PresenceChange): void {
    if (change.online.length === 0 && change.offline.length === 0) return;
    for (const listener of this.listeners) listener(change);
  }
}
