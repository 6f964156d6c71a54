/**
 * The Redis connections of a process that shares its chat and limits with others (REDIS_URL).
 * Redis carries what must be seen by every process at once and may be lost on a restart: the
 * chat fan-out (a lost notice is read again from PostgreSQL, the source of truth), who is online,
 * and the request rate-limit counters. Nothing there is the only copy of anything a user owns.
 */
import { Redis, type RedisOptions } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Commands fail fast while Redis is away instead of queueing without end: a request must not
 * wait on it (the limits then let requests through, see rateLimits.ts), and the chat reads what
 * it missed from the database once Redis is back.
 */
const options: RedisOptions = {
  connectTimeout: 2000,
  maxRetriesPerRequest: 1,
  // Reconnect for ever, at most every 2 s: Redis restarting is a pause, not the end.
  retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  lazyConnect: true,
};

/** Connects (a start-up fails with a clear message when Redis cannot be reached). */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, options);
  watch(redis, log, 'redis');
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis at ${withoutPassword(url)} cannot be reached: ${String(error)}`);
  }
  return redis;
}

/** A second connection for subscriptions (a subscribed connection runs no other commands). */
export async function subscriberOf(redis: Redis, log: FastifyBaseLogger): Promise<Redis> {
  const subscriber = redis.duplicate(options);
  watch(subscriber, log, 'redis subscriber');
  await subscriber.connect();
  return subscriber;
}

function watch(redis: Redis, log: FastifyBaseLogger, name: string): void {
  let lost = false;
  // ioredis reports every failed reconnect: once per outage is enough in the logs.
  redis.on('error', (error: Error) => {
    if (!lost) log.warn({ err: error }, `${name}: connection lost`);
    lost = true;
  });
  redis.on('ready', () => {
    if (lost) log.info(`${name}: connected again`);
    lost = false;
  });
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
