/**
 * Assembles the server: security at the edge, the operations of openapi.yaml with their
 * handlers, uploaded images, the built web app, and the dev mailbox. `buildApp` is what main.ts
 * starts and what tests drive (with an in-memory database and a clock of their own).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { loadContract, type Contract } from './contract/loadContract.ts';
import { API_PREFIX, registerOperations } from './contract/registerOperations.ts';
import { openDatabase, type Db } from './db/database.ts';
import { openRedis } from './redis/redis.ts';
import { createChatProvider } from './providers/chat/createChatProvider.ts';
import { chatConnectOrigins } from './domains/system/chatService.ts';
import { registerEasemobCallbacks } from './providers/chat/easemob/callbacks.ts';
import { checkAlbumPhotoViewer } from './domains/album/albumPhotos.ts';
import { checkChatImageViewer } from './domains/chat/burnImages.ts';
import { checkDynamicImageViewer } from './domains/dynamic/burnAfterReading.ts';
import { checkSelfieViewer } from './domains/photoVerification/review.ts';
import { registerImageRoutes } from './domains/file/imageRoutes.ts';
import { handlers } from './domains/index.ts';
import { ChatGateway, type GatewayOptions } from './gateway/chatGateway.ts';
import { RedisFanout } from './gateway/redisFanout.ts';
import { RedisPresence } from './gateway/redisPresence.ts';
import { AppError } from './http/AppError.ts';
import { trimAssetHeaders } from './http/assetHeaders.ts';
import { installCompression } from './http/compression.ts';
import { installErrorHandler } from './http/errorHandler.ts';
import { answerClientError, answerFrameworkError } from './http/frameworkErrors.ts';
import { installNoStore } from './http/noStore.ts';
import { installRateLimits } from './http/rateLimits.ts';
import { SessionEnds } from './http/sessionEnds.ts';
import { cachingHeaders, webCacheControl } from './http/staticCaching.ts';
import { DevMailbox } from './providers/mail/DevMailbox.ts';
import type { Mailer } from './providers/mail/Mailer.ts';
import { SmtpMailer } from './providers/mail/SmtpMailer.ts';
import { createPayments } from './providers/payment/createPayments.ts';
import { createImageStorage } from './providers/storage/createImageStorage.ts';
import { createTranslator } from './providers/translation/createTranslator.ts';
import type { Translator } from './providers/translation/Translator.ts';
import type { Services } from './services.ts';
import { httpDuration } from './metrics.ts';

export interface AppOptions {
  config: Config;
  /** An open database; by default one is opened from the configuration. */
  db?: Db;
  now?: () => Date;
  /** The compiled contract, shared between test apps to save compiling it again. */
  contract?: Contract;
  /** The translator; by default the one the configuration chooses. */
  translator?: Translator;
  /** The chat gateway's fan-out (in process by default). */
  gateway?: GatewayOptions;
}

export interface App {
  app: FastifyInstance;
  services: Services;
  /** The dev mailbox, when mail is not configured. */
  mailbox: DevMailbox | null;
  /** The local chat gateway (WebSocket at /api/im, see src/gateway/PROTOCOL.md). */
  gateway: ChatGateway;
}

/** With Redis, the chat reaches and knows the connections of every process (README, "Scaling out"). */
async function sharedGateway({ redis, log }: Services): Promise<GatewayOptions> {
  if (!redis) return {};
  return {
    fanout: await RedisFanout.open(redis, log),
    presence: (localUsers) => new RedisPresence(redis, log, localUsers),
  };
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT,
    // The caller's X-Request-Id only when it is a plain token: it is logged and sent back.
    genReqId: (req) => {
      const id = req.headers['x-request-id'];
      return typeof id === 'string' && /^[\w.:-]{1,64}$/.test(id) ? id : randomUUID();
    },
    requestIdHeader: false,
    // What node's parser and fastify's router refuse answers the envelope too.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // The client address the per-address limits count by (TRUST_PROXY: never "any header").
    trustProxy: config.trustProxy,
  });
  const now = options.now ?? (() => new Date());
  const db =
    options.db ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: path.join(config.DATA_DIR, 'pglite'),
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  const redis = config.REDIS_URL ? await openRedis(config.REDIS_URL, app.log) : null;
  const chatProvider = createChatProvider(config, app.log);
  const mailbox = config.SMTP_URL ? null : new DevMailbox(app.log, now);
  const mail: Mailer = config.SMTP_URL
    ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : (mailbox as DevMailbox);
  const services: Services = {
    db,
    config,
    now,
    mail,
    storage: createImageStorage(config),
    payments: createPayments(config),
    translator: options.translator ?? createTranslator(config),
    log: app.log,
    sessionEnds: new SessionEnds(),
    chatAccounts: chatProvider.accounts,
    redis,
    lifecycle: { draining: false },
  };

  // Easemob's users follow the accounts' session ends, and the payments' messages go out
  // (nothing to do for the local gateway).
  const stopFollowing = services.chatAccounts.follow(services.sessionEnds);
  const stopChatProvider = chatProvider.start(db);

  app.addHook('onResponse', (request, reply, done) => {
    // By the contract's path (bounded), never the raw URL with its ids.
    const operation = request.routeOptions.url ?? 'unmatched';
    httpDuration.observe(
      { method: request.method, operation, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installNoStore(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Uploads chosen in the browser show from blob: before they are sent; a bucket's images
        // (public ones, and the presigned addresses /api/image/ redirects to) from its origins.
        imgSrc: ["'self'", 'data:', 'blob:', ...services.storage.imageOrigins],
        // Voice messages play from the same storage (and a recording from blob: before it goes).
        mediaSrc: ["'self'", 'blob:', ...services.storage.imageOrigins],
        // The app's own API and chat gateway ('self' covers its ws:/wss:), and the external chat
        // service when one is configured; no other host.
        connectSrc: ["'self'", ...chatConnectOrigins(config)],
        // The app's own service worker (/sw.js) and nothing else: no blob: worker, nothing from
        // another host (the web app compresses images on its own thread, useWebWorker: false).
        workerSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Not forced: a deployment on plain HTTP inside a network would lose its images.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  trimAssetHeaders(app);
  await app.register(cors, { origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false });
  // Before any route: compression is added to each route as it is declared.
  await installCompression(app);
  // Per-address limits on the operations a script could abuse, counted in Redis or the database.
  await installRateLimits(app, services);
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_LIMIT, files: 1, fields: 5 } });
  installErrorHandler(app);

  const contract = options.contract ?? loadContract(config.openapiPath);
  registerOperations(app, contract, handlers, services);
  const gateway = new ChatGateway(services, options.gateway ?? (await sharedGateway(services)));
  await gateway.register(app);
  // Easemob asks before delivering each message and tells after (its webhooks, not operations).
  if (config.CHAT_PROVIDER === 'easemob') {
    registerEasemobCallbacks(app, services, {
      preSendSecrets: config.EASEMOB_PRE_SEND_SECRETS!,
      postSendSecrets: config.EASEMOB_POST_SEND_SECRETS!,
    });
  }

  if (mailbox && config.devMailboxRoute) {
    app.get('/dev/mailbox', (request) => {
      const to = (request.query as { to?: string }).to;
      return { code: 200, msg: 'success', data: to ? mailbox.to(to) : mailbox.messages };
    });
  }
  // Public images at /uploads/, private ones through signed /api/image/ addresses.
  await registerImageRoutes(app, services, {
    album: (s, viewer, id, url) => checkAlbumPhotoViewer(s.db, viewer, id, url),
    dynamic: (s, viewer, id, url) => checkDynamicImageViewer(s, viewer, id, url),
    chat: (s, viewer, id, url) => checkChatImageViewer(s, viewer.im_account, id, url),
    photoVerification: (s, viewer, id, url) => checkSelfieViewer(s, viewer, id, url),
  });
  const webDist = path.resolve(import.meta.dirname, '..', config.WEB_DIST);
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      // The build's .br and .gz copies, chosen by Accept-Encoding, never addresses of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: cachingHeaders(webDist, webCacheControl),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // The app's own routes (/encounter, /profile/3, ...) are client-side: answer its page.
    if (
      hasWeb &&
      request.method === 'GET' &&
      !request.url.startsWith(API_PREFIX) &&
      !request.url.startsWith('/uploads/')
    ) {
      return reply.type('text/html').sendFile('index.html', webDist);
    }
    throw new AppError(404, { key: 'route.notFound' });
  });

  app.addHook('onClose', async () => {
    stopFollowing();
    await stopChatProvider();
    await db.destroy();
    redis?.disconnect();
  });
  return { app, services, mailbox, gateway };
}
