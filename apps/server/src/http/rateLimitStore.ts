/**
 * Counters every server process shares: one row per key in rate_limit_hits, counting the hits of
 * a fixed window. A hit is counted by ONE statement (an upsert that starts a new window when the
 * old one has ended), so parallel requests each get their own count and none slips past a limit.
 * Serves @fastify/rate-limit as its store (see rateLimits.ts) and the chat gateway's failed
 * logins. Time is the app's clock (services.now), which tests move.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Services } from '../services.ts';

export interface Hits {
  /** The hits of the current window, this one included. */
  count: number;
  /** When the window ends. */
  resetAt: Date;
}

/** Expired rows are deleted at most this often (per process), by the hit that comes after. */
const PRUNE_EVERY_MS = 10 * 60_000;
const lastPrune = new WeakMap<Db, number>();

/** Counts one hit of `key` in a window of `windowMs` that starts at the key's first hit. */
export async function countHit(
  services: Pick<Services, 'db' | 'now'>,
  key: string,
  windowMs: number,
): Promise<Hits> {
  const { db } = services;
  const now = services.now();
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, count: 1, reset_at: new Date(now.getTime() + windowMs) })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when rate_limit_hits.reset_at <= ${now} then 1
          else rate_limit_hits.count + 1 end`,
        reset_at: sql<Date>`case when rate_limit_hits.reset_at <= ${now} then excluded.reset_at
          else rate_limit_hits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  await pruneNowAndThen(db, now);
  return { count: row.count, resetAt: row.reset_at };
}

/** Takes back one hit of the current window (a reserved attempt that turned out right). */
export async function releaseHit(
  services: Pick<Services, 'db' | 'now'>,
  key: string,
): Promise<void> {
  await services.db
    .updateTable('rate_limit_hits')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .where('reset_at', '>', services.now())
    .execute();
}

async function pruneNowAndThen(db: Db, now: Date): Promise<void> {
  const last = lastPrune.get(db) ?? 0;
  if (Math.abs(now.getTime() - last) < PRUNE_EVERY_MS) return;
  lastPrune.set(db, now.getTime());
  await db.deleteFrom('rate_limit_hits').where('reset_at', '<=', now).execute();
}

/**
 * The store @fastify/rate-limit counts in (its `store` option takes a class). Keys already name
 * their limit (rateLimits.ts makes them), so every route shares this one store.
 */
export function databaseRateLimitStore(services: Services): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(services, key, timeWindow).then(
        ({ count, resetAt }) =>
          callback(null, {
            current: count,
            ttl: Math.max(0, resetAt.getTime() - services.now().getTime()),
          }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
