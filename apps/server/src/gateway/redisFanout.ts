/**
 * The fan-out between server processes, over Redis pub/sub: each process publishes the notices
 * of a commit as one message on one channel and subscribes to it. A process hands its own notices
 * to its sockets at once (no round trip through Redis, and no wait while Redis is away) and skips
 * them when they come back. Pub/sub keeps a publisher's order and loses what is published while a
 * subscriber is away: the gateway then reads what it may have missed from the database.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { subscriberOf } from '../redis/redis.ts';
import type { Fanout, FanoutNotice } from './fanout.ts';

const CHANNEL = 'heartline:chat';

interface Envelope {
  /** The publishing process. */
  from: string;
  notices: readonly FanoutNotice[];
}

export class RedisFanout implements Fanout {
  private readonly listeners = new Set<(notice: FanoutNotice) => void>();
  private readonly resumedListeners = new Set<() => void>();
  private readonly id = randomBytes(8).toString('hex');
  private readonly redis: Redis;
  private readonly subscriber: Redis;
  private readonly log: FastifyBaseLogger;
  /** Publishing fails while Redis is away: said once per outage, not once per message. */
  private failing = false;

  private constructor(redis: Redis, subscriber: Redis, log: FastifyBaseLogger) {
    this.redis = redis;
    this.subscriber = subscriber;
    this.log = log;
  }

  /** Subscribes before answering, so nothing published after start-up is missed. */
  static async open(redis: Redis, log: FastifyBaseLogger): Promise<RedisFanout> {
    const subscriber = await subscriberOf(redis, log);
    const fanout = new RedisFanout(redis, subscriber, log);
    subscriber.on('message', (_channel: string, text: string) => fanout.hear(text));
    await subscriber.subscribe(CHANNEL);
    let connected = true;
    subscriber.on('close', () => (connected = false));
    // ioredis subscribes again by itself on reconnecting; what went by meanwhile is gone.
    subscriber.on('ready', () => {
      if (connected) return;
      connected = true;
      for (const listener of fanout.resumedListeners) listener();
    });
    return fanout;
  }

  publish(notices: readonly FanoutNotice[]): void {
    this.deliver(notices);
    const envelope: Envelope = { from: this.id, notices };
    this.redis.publish(CHANNEL, JSON.stringify(envelope)).then(
      () => (this.failing = false),
      (error: unknown) => {
        // The other processes' connections find the gap by the next push's number, or read
        // what they missed when their subscription comes back (onResumed).
        if (!this.failing) this.log.warn({ err: error }, 'chat fan-out: publishing failed');
        this.failing = true;
      },
    );
  }

  subscribe(listener: (notice: FanoutNotice) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onResumed(listener: () => void): () => void {
    this.resumedListeners.add(listener);
    return () => this.resumedListeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.resumedListeners.clear();
    this.subscriber.disconnect();
    await Promise.resolve();
  }

  private hear(text: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (envelope.from !== this.id) this.deliver(envelope.notices);
  }

  private deliver(notices: readonly FanoutNotice[]): void {
    for (const notice of notices) {
      for (const listener of this.listeners) listener(notice);
    }
  }
}
