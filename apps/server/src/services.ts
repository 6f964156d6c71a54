/** What every handler may use: the database, configuration, clock and the providers. */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { SessionEnds } from './http/sessionEnds.ts';
import type { ChatAccounts } from './providers/chat/ChatAccounts.ts';
import type { Mailer } from './providers/mail/Mailer.ts';
import type { Payments } from './providers/payment/PaymentProvider.ts';
import type { ImageStorage } from './providers/storage/ImageStorage.ts';
import type { Translator } from './providers/translation/Translator.ts';

export interface Services {
  db: Db;
  config: Config;
  /** The current time; tests move it. */
  now: () => Date;
  mail: Mailer;
  storage: ImageStorage;
  /** The payment providers that run on this server (a missing one answers 1602). */
  payments: Payments;
  /** Machine translation of messages, dynamics and comments (TRANSLATOR). */
  translator: Translator;
  log: FastifyBaseLogger;
  /** Where ended sessions are announced (endSessionsEverywhere); the chat gateway listens. */
  sessionEnds: SessionEnds;
  /** The chat service's copy of each account (Easemob's users; nothing for the local gateway). */
  chatAccounts: ChatAccounts;
  /** The Redis that several processes share (REDIS_URL), null for a single process. */
  redis: Redis | null;
  /** Where the process is in its life: draining after SIGTERM (/ready then answers 503). */
  lifecycle: { draining: boolean };
}
