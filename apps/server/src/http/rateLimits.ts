/**
 * Per-address request limits on every operation a script could abuse: guessing passwords and
 * codes, mail bombing, mass registration, and the costly or spammy calls (uploads, machine
 * translation, search, matching, friend requests, complaints). Counted in the database
 * (rateLimitStore.ts), so every server process sees the same counts; a call past its limit
 * answers 429 `{code: 429, msg, data: null}` in the caller's language, with Retry-After.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { API_PREFIX } from '../contract/registerOperations.ts';
import type { Services } from '../services.ts';
import { AppError } from './AppError.ts';
import { databaseRateLimitStore } from './rateLimitStore.ts';
import { rateLimitRefusals } from '../metrics.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface RequestLimit {
  /** Names the count: operations of one limit share it. */
  name: string;
  /** Paths of openapi.yaml. */
  operations: readonly string[];
  max: (config: Config) => number;
  windowMs: number;
}

export const requestLimits: readonly RequestLimit[] = [
  {
    name: 'sign-in',
    operations: ['/account/login'],
    max: (c) => c.AUTH_RATE_LIMIT_PER_MINUTE,
    windowMs: MINUTE,
  },
  {
    name: 'registration',
    operations: ['/account/register'],
    max: (c) => c.REGISTER_RATE_LIMIT_PER_HOUR,
    windowMs: HOUR,
  },
  {
    name: 'password-reset',
    operations: ['/account/update-pass'],
    max: (c) => c.PASSWORD_RESET_RATE_LIMIT_PER_MINUTE,
    windowMs: MINUTE,
  },
  {
    name: 'code-send',
    operations: ['/account/verification-code'],
    max: (c) => c.AUTH_RATE_LIMIT_PER_MINUTE,
    windowMs: MINUTE,
  },
  {
    name: 'code-check',
    operations: ['/account/judge-code'],
    max: (c) => c.AUTH_RATE_LIMIT_PER_MINUTE,
    windowMs: MINUTE,
  },
  {
    name: 'complaint',
    operations: ['/complain/add_complain'],
    max: (c) => c.COMPLAINT_RATE_LIMIT_PER_HOUR,
    windowMs: HOUR,
  },
  {
    name: 'upload',
    operations: ['/file/upload', '/file/aliyun-sts-token', '/file/qiniu-token'],
    max: (c) => c.UPLOAD_RATE_LIMIT_PER_MINUTE,
    windowMs: MINUTE,
  },
  {
    name: 'translation',
    operations: [
      '/translate/message',
      '/translate/tranlate-chat-message',
      '/dynamic/translate',
      '/dynamic/translate-comment',
    ],
    max: (c) => c.TRANSLATION_RATE_LIMIT_PER_MINUTE,
    windowMs: MINUTE,
  },
  {
    name: 'search',
    operations: ['/user/search'],
    max: (c) => c.SEARCH_RATE_LIMIT_PER_MINUTE,
    windowMs: MINUTE,
  },
  {
    name: 'match',
    operations: ['/bump/matching'],
    max: (c) => c.MATCH_RATE_LIMIT_PER_MINUTE,
    windowMs: MINUTE,
  },
  {
    name: 'friend-request',
    operations: ['/friend/add-friend'],
    max: (c) => c.FRIEND_REQUEST_RATE_LIMIT_PER_MINUTE,
    windowMs: MINUTE,
  },
];

/** Adds the limits to the operations' routes; call it before the operations are registered. */
export async function installRateLimits(app: FastifyInstance, services: Services): Promise<void> {
  const limitOf = new Map(
    requestLimits.flatMap((limit) => limit.operations.map((op) => [API_PREFIX + op, limit])),
  );
  // Added before the plugin on purpose: hooks run in the order they were added, and the plugin's
  // own onRoute hook is where it reads `config.rateLimit` (a limit set after it is never seen).
  app.addHook('onRoute', (route) => {
    const limit = limitOf.get(route.url);
    if (!limit) return;
    route.config = {
      ...route.config,
      rateLimit: {
        max: limit.max(services.config),
        timeWindow: limit.windowMs,
        keyGenerator: (request) => `${limit.name}:${normalizeIP(request.ip)}`,
      },
    };
  });
  await app.register(rateLimit, {
    global: false,
    // Several processes count in Redis when they share one: no write to the database per
    // request. If Redis is out of reach, requests go through uncounted (skipOnError) rather than
    // failing: a few minutes without limits beats a service that answers nothing.
    ...(services.redis
      ? { redis: services.redis, nameSpace: 'heartline:limit:', skipOnError: true }
      : { store: databaseRateLimitStore(services) }),
    errorResponseBuilder: (request) => {
      rateLimitRefusals.inc({ operation: request.routeOptions.url ?? 'unmatched' });
      return new AppError(429);
    },
  });
}
