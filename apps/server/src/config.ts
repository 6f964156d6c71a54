/**
 * Configuration from environment variables. Checked at start-up: a bad value stops the server
 * with a message naming the variable.
 *
 * The server runs in production unless NODE_ENV says otherwise: the development conveniences
 * (the dev mailbox that shows every verification code, the payment provider that approves without
 * payment, the demo people) run only when `npm start` or a test asks for them with
 * NODE_ENV=development or test, and a production start refuses to run while one of them is on or
 * a real provider is missing (productionRefusals).
 */
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: int(0, 65535).default(8080),
  /** A PostgreSQL connection string; without it the server uses embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * The most connections each process opens to PostgreSQL. N processes open up to N times this:
   * keep the sum under the server's max_connections (100 by default) with room for backups.
   */
  DATABASE_POOL_SIZE: int(1, 500).default(10),
  /**
   * A Redis server (redis://host:6379) that several server processes share: the chat fan-out
   * between them, who is online in any of them, and the request rate limits. Without it the
   * server runs as one process (README, "Scaling out").
   */
  REDIS_URL: z.string().url().optional(),
  /** PGlite's data folder ('memory' keeps nothing, for tests). */
  DATA_DIR: z.string().default('data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The proxies whose X-Forwarded-For the server believes about the client's address, which the
   * per-address limits count by: addresses, CIDR ranges or the names loopback, linklocal and
   * uniquelocal, comma-separated; 'none' for none. Default: loopback and private ranges in
   * production (a proxy on the host or in its network), none elsewhere. Never "everyone": a
   * client could then pick its own address and dodge every limit.
   */
  TRUST_PROXY: z.string().optional(),
  /** Origins allowed to call the API from a browser (the app itself is same-origin). */
  CORS_ORIGINS: list.default([]),
  /** Largest JSON body in bytes. */
  BODY_LIMIT: int(1024, 10_000_000).default(1_048_576),
  /** Largest uploaded image in bytes. */
  UPLOAD_LIMIT: int(1024, 50_000_000).default(10_485_760),
  /** Largest voice message recording (/file/upload purpose voice) in bytes (code 1302 beyond). */
  VOICE_UPLOAD_LIMIT: int(1024, 50_000_000).default(1_048_576),
  /** Where the built web app is; served at / when it exists. */
  WEB_DIST: z.string().default('../web/dist'),
  /** Seed the demo users, dynamics and friendships into an empty database (never in production). */
  SEED_DEMO: bool.optional(),
  /** Serve Prometheus metrics at GET /metrics on this port (none: no metrics endpoint). */
  METRICS_PORT: int(1, 65535).optional(),
  /** Where the metrics port listens: loopback unless the scraper is elsewhere in the network. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /**
   * How long a process keeps serving after SIGTERM while /ready answers 503, so the load balancer
   * stops sending it traffic before it closes; 10 s in production, none elsewhere.
   */
  SHUTDOWN_DRAIN_MS: int(0, 300_000).optional(),
  /** Validate every answer against openapi.yaml: 'strict' fails the request, 'log' only logs. */
  RESPONSE_VALIDATION: z.enum(['strict', 'log', 'off']).optional(),

  // Rules of decisions.md, as configuration.
  CODE_TTL_SECONDS: int(60, 86_400).default(300),
  CODE_MAX_TRIES: int(1, 20).default(5),
  CODE_SENDS_PER_MINUTE: int(1, 60).default(1),
  CODE_SENDS_PER_HOUR: int(1, 1000).default(5),
  LOGIN_FAILURES_PER_HOUR: int(1, 1000).default(10),
  SESSION_DAYS: int(1, 365).default(30),
  MATCH_ATTEMPTS_NORMAL: int(0, 1000).default(3),
  MATCH_ATTEMPTS_VIP: int(0, 1000).default(10),
  MATCH_ATTEMPTS_SVIP: int(0, 1000).default(30),
  /** Free gifts a VIP member gets each calendar month (UTC); SVIP unlimited, normal none. */
  FREE_GIFTS_VIP: int(0, 1000).default(5),
  /** Coins a user of gender 1 pays, once per pair, to see a new friend's album photos (0: free). */
  PHOTO_PERMISSION_PRICE: int(0, 100_000).default(3),
  /** Coins the first message to someone who is not a friend costs, once per pair (0: free). */
  NEW_FRIEND_CHAT_PRICE: int(0, 100_000).default(1),
  // Per-address request limits (src/http/rateLimits.ts), counted in the database.
  /** Requests a minute per address on sign-in, code sending and code checking, each. */
  AUTH_RATE_LIMIT_PER_MINUTE: int(1, 10_000).default(30),
  /** Registrations an hour per address. */
  REGISTER_RATE_LIMIT_PER_HOUR: int(1, 1_000_000).default(20),
  /** Password resets and changes (/account/update-pass) a minute per address. */
  PASSWORD_RESET_RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(10),
  /** Complaints an hour per address. */
  COMPLAINT_RATE_LIMIT_PER_HOUR: int(1, 1_000_000).default(30),
  /** Image uploads and cloud upload tokens a minute per address. */
  UPLOAD_RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(30),
  /** Machine translations (messages, dynamics, comments) a minute per address, together. */
  TRANSLATION_RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(60),
  /** User searches a minute per address. */
  SEARCH_RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(30),
  /** Random matches a minute per address (the daily attempts are limited per user besides). */
  MATCH_RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(20),
  /** Friend requests a minute per address. */
  FRIEND_REQUEST_RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(20),

  // Mail: the dev mailbox unless SMTP_URL is set.
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Heartline <no-reply@heartline.local>'),
  /** Serve the dev mailbox at GET /dev/mailbox (never in production). */
  DEV_MAILBOX_ROUTE: bool.optional(),

  // Image storage: the local folder unless S3_BUCKET is set.
  UPLOAD_DIR: z.string().default('data/uploads'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  /** Aliyun OSS upload credentials (STS), returned by /file/aliyun-sts-token when set. */
  ALIYUN_OSS_BUCKET: z.string().optional(),
  ALIYUN_OSS_ENDPOINT: z.string().optional(),
  ALIYUN_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_STS_ROLE_ARN: z.string().optional(),
  /** Qiniu upload tokens, signed locally, returned by /file/qiniu-token when set. */
  QINIU_ACCESS_KEY: z.string().optional(),
  QINIU_SECRET_KEY: z.string().optional(),
  QINIU_BUCKET: z.string().optional(),
  QINIU_DOMAIN: z.string().url().optional(),

  // Images and what the browser may load or reach (src/domains/file, the CSP of src/app.ts).
  /**
   * Largest uploaded image in pixels (width x height, every frame of an animated GIF counted),
   * refused from its header before anything is decoded (code 1302).
   */
  UPLOAD_MAX_PIXELS: int(1, 1_000_000_000).default(40_000_000),
  /**
   * The key signing the addresses of private images (album photos, burn-after-reading images),
   * 32 characters or more. When unset, one is generated into DATA_DIR/image-url-secret on first
   * start and kept there; servers sharing a database must all be given the same one.
   */
  IMAGE_URL_SECRET: z.string().min(32).optional(),
  /**
   * Web push (VAPID, RFC 8292): the key pair the server signs its pushes with, base64url. When
   * unset, a pair is generated into DATA_DIR/vapid.json on first start and kept there; servers
   * sharing a database must all be given the same one (browsers subscribed with its public half).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/)
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
  /** Who runs this server, for push services that need to reach the operator (VAPID `sub`). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/)
    .default('mailto:support@heartline.app'),
  /**
   * Accept push endpoints at http:// addresses: a local stand-in push service (tests, a
   * development machine). Browsers' push services are https only; off in production.
   */
  PUSH_ALLOW_HTTP: bool.default(false),
  /** How long a signed image address works. */
  IMAGE_URL_TTL_SECONDS: int(60, 86_400).default(600),
  /**
   * How long after opening a burn-after-reading image (chat, dynamic) its viewer may still load
   * it: the app shows each for 8 seconds, a dynamic's images one after another.
   */
  BURN_IMAGE_VIEW_SECONDS: int(0, 3600).default(120),
  /**
   * The external chat service the browser may connect to (CSP connect-src), comma-separated
   * origins, e.g. `wss://im-api-v2.easemob.com,https://a1.easemob.com`; none by default (the
   * app's own gateway is same-origin).
   */
  CHAT_PROVIDER_ORIGINS: list
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(wss?|https?):\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/,
            'an origin such as wss://im.example.com (scheme, host and optional port, no path)',
          ),
      ),
    )
    .default([]),

  /**
   * Which chat service the app's clients use: the server's own gateway (`local`, at /api/im) or
   * Easemob (`easemob`, src/providers/chat/easemob/; README, "Chat on Easemob"), which needs
   * every EASEMOB_* variable below but the two optional ones.
   */
  CHAT_PROVIDER: z.enum(['local', 'easemob']).default('local'),
  /** Easemob's org name and app name (the app key is `org#app`), from its console. */
  EASEMOB_ORG_NAME: z.string().optional(),
  EASEMOB_APP_NAME: z.string().optional(),
  /** The app's Client ID and Client Secret, for the REST API's app token. */
  EASEMOB_CLIENT_ID: z.string().optional(),
  EASEMOB_CLIENT_SECRET: z.string().optional(),
  /** The app's REST host from the console, e.g. https://a1.easemob.com. */
  EASEMOB_REST_HOST: z.string().url().optional(),
  /**
   * The secrets of the callback rules, comma-separated. Easemob's console makes one secret per
   * rule, and the set-up has three rules: two pre-send (text; image and custom) and a post-send
   * one (README, "Chat on Easemob"). Each route takes only its own rules' secrets.
   */
  EASEMOB_PRE_SEND_SECRETS: list.pipe(z.array(z.string().min(16)).min(1)).optional(),
  EASEMOB_POST_SEND_SECRETS: list.pipe(z.array(z.string().min(16)).min(1)).optional(),
  /**
   * Optional: the message server the web SDK connects to (e.g. wss://im-api-v2.easemob.com/websocket),
   * for a private deployment; by default the SDK finds it through Easemob's DNS.
   */
  EASEMOB_SOCKET_URL: z.string().url().optional(),

  // Machine translation (src/providers/translation/createTranslator.ts says how auto chooses);
  // off: no translation at all (every request answers that it is switched off, nothing charged).
  TRANSLATOR: z
    .enum(['auto', 'apertium', 'deepl', 'libretranslate', 'pseudo', 'off'])
    .default('auto'),
  DEEPL_AUTH_KEY: z.string().optional(),
  LIBRETRANSLATE_URL: z.string().url().optional(),
  LIBRETRANSLATE_API_KEY: z.string().optional(),
  /** How long one translation may take before it counts as failed (code 1701). */
  TRANSLATION_TIMEOUT_MS: int(100, 120_000).default(10_000),

  // Payment providers (decisions.md "Money"), chosen at start-up.
  /** Run the embedded provider that approves at once; on by default except in production. */
  PAYMENT_EMBEDDED: bool.optional(),
  /** PayPal REST app credentials; PayPal runs when both are set. */
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  /** Where PayPal sends the buyer after approving (with ?token=<PayPal order id>) or cancelling. */
  PAYPAL_RETURN_URL: z.string().url().default('http://localhost:8080/account?tab=coins'),
  PAYPAL_CANCEL_URL: z.string().url().default('http://localhost:8080/account?tab=coins'),

  /** The customer-service IM account, pinned in every conversation list. */
  SERVICE_IM_ACCOUNT: z.string().default('hl_service'),
  SERVICE_IM_ACCOUNT_VIP: z.string().default('hl_service_vip'),
  /** Chat (decisions.md): conversations listed after customer service, recall limit, history page. */
  CONVERSATION_LIST_LIMIT: int(1, 10_000).default(200),
  CHAT_RECALL_SECONDS: int(0, 86_400).default(120),
  CHAT_HISTORY_PAGE: int(1, 100).default(20),
  /**
   * The password the customer-service accounts log in to the chat gateway with (the service
   * console); 'heartline-service' outside production when unset, and no login in production.
   */
  SERVICE_IM_PASSWORD: z.string().min(8).optional(),
  /** The chat gateway's heartbeat: clients ping this often; silent for CHAT_IDLE_MS, cut. */
  CHAT_HEARTBEAT_MS: int(50, 600_000).default(25_000),
  CHAT_IDLE_MS: int(100, 3_600_000).default(70_000),
  /** How long each account's log of pushes is kept for reconnecting devices. */
  CHAT_EVENT_RETENTION_DAYS: int(1, 365).default(30),
});

/** What Easemob mode cannot run without. */
const easemobVariables = [
  'EASEMOB_ORG_NAME',
  'EASEMOB_APP_NAME',
  'EASEMOB_CLIENT_ID',
  'EASEMOB_CLIENT_SECRET',
  'EASEMOB_REST_HOST',
  'EASEMOB_PRE_SEND_SECRETS',
  'EASEMOB_POST_SEND_SECRETS',
] as const;

/** Every variable the server reads (.env.example documents each). */
export const configVariables: readonly string[] = Object.keys(schema.shape);

export type Config = Omit<z.infer<typeof schema>, 'SEED_DEMO' | 'SHUTDOWN_DRAIN_MS'> & {
  /** Seed the demo world into an empty database: SEED_DEMO, else on outside production. */
  SEED_DEMO: boolean;
  /** SHUTDOWN_DRAIN_MS, else 10 s in production and none elsewhere. */
  SHUTDOWN_DRAIN_MS: number;
  responseValidation: 'strict' | 'log' | 'off';
  devMailboxRoute: boolean;
  /** Whether the embedded payment provider runs (PAYMENT_EMBEDDED, else off in production). */
  paymentEmbedded: boolean;
  /** The folder of the repository's openapi.yaml. */
  openapiPath: string;
  /** The customer-service accounts' chat password (SERVICE_IM_PASSWORD), null: no login. */
  serviceImPassword: string | null;
  /** Fastify's trustProxy from TRUST_PROXY: the trusted proxy addresses ([]: none). */
  trustProxy: string[];
};

export class ConfigError extends Error {}

/** The customer-service chat password outside production when SERVICE_IM_PASSWORD is unset. */
export const DEV_SERVICE_IM_PASSWORD = 'heartline-service';

/** Reads and checks the configuration; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (env.EASEMOB_CALLBACK_SECRET) {
    // One secret for every rule would answer 401 to the rules that Easemob signs with their own.
    throw new ConfigError(
      'Invalid configuration:\n  EASEMOB_CALLBACK_SECRET: each callback rule has its own secret; set EASEMOB_PRE_SEND_SECRETS and EASEMOB_POST_SEND_SECRETS instead',
    );
  }
  if (c.CHAT_PROVIDER === 'easemob') {
    const missing = easemobVariables.filter((name) => !c[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((name) => `  ${name}: required when CHAT_PROVIDER is easemob`).join('\n')}`,
      );
    }
  }
  if (Boolean(c.PAYPAL_CLIENT_ID) !== Boolean(c.PAYPAL_CLIENT_SECRET)) {
    const missing = c.PAYPAL_CLIENT_ID ? 'PAYPAL_CLIENT_SECRET' : 'PAYPAL_CLIENT_ID';
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: PayPal needs both its client id and secret`,
    );
  }
  return {
    ...c,
    SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    SHUTDOWN_DRAIN_MS: c.SHUTDOWN_DRAIN_MS ?? (c.NODE_ENV === 'production' ? 10_000 : 0),
    responseValidation: c.RESPONSE_VALIDATION ?? (c.NODE_ENV === 'production' ? 'log' : 'strict'),
    devMailboxRoute: c.DEV_MAILBOX_ROUTE ?? c.NODE_ENV !== 'production',
    paymentEmbedded: c.PAYMENT_EMBEDDED ?? c.NODE_ENV !== 'production',
    openapiPath: path.resolve(import.meta.dirname, '../../../openapi.yaml'),
    serviceImPassword:
      c.SERVICE_IM_PASSWORD ?? (c.NODE_ENV === 'production' ? null : DEV_SERVICE_IM_PASSWORD),
    trustProxy: trustedProxies(c.TRUST_PROXY, c.NODE_ENV),
  };
}

/**
 * What stops a production start, one line per variable, empty when it may run: a convenience
 * that would give away codes, coins or known passwords, or a real provider that is missing.
 */
export function productionRefusals(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const refusals: string[] = [];
  if (!config.SMTP_URL) {
    refusals.push(
      'SMTP_URL: verification codes go out by e-mail; set the SMTP server (smtps://user:password@host:465)',
    );
  }
  if (config.PUSH_ALLOW_HTTP) {
    refusals.push('PUSH_ALLOW_HTTP: pushes would go to any http address a client names');
  }
  if (config.devMailboxRoute) {
    refusals.push('DEV_MAILBOX_ROUTE: the dev mailbox shows anyone every verification code');
  }
  if (!config.PAYPAL_CLIENT_ID) {
    refusals.push(
      'PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: gold coins are bought through PayPal; set its REST app',
    );
  }
  if (config.paymentEmbedded) {
    refusals.push(
      'PAYMENT_EMBEDDED: the embedded provider approves every purchase without payment',
    );
  }
  for (const name of ['PAYPAL_RETURN_URL', 'PAYPAL_CANCEL_URL'] as const) {
    if (new URL(config[name]).hostname === 'localhost') {
      refusals.push(`${name}: still localhost; set the address members return to after PayPal`);
    }
  }
  if (config.SEED_DEMO) {
    refusals.push('SEED_DEMO: the demo people sign in with a published password');
  }
  const translatorRefusal = productionTranslatorRefusal(config);
  if (translatorRefusal) refusals.push(translatorRefusal);
  return refusals;
}

/**
 * Members pay for translations: production sells only what a real service made. The
 * pseudo-translator (a marked copy of the text) is what `auto` falls back to without DeepL or
 * LibreTranslate, so production needs one of them, Apertium named on purpose (English and Spanish
 * only), or translation switched off.
 */
function productionTranslatorRefusal(config: Config): string | undefined {
  const choose =
    'set DEEPL_AUTH_KEY or LIBRETRANSLATE_URL, or TRANSLATOR=off to switch translation off';
  if (config.TRANSLATOR === 'pseudo') {
    return `TRANSLATOR: the pseudo-translator would sell members a marked copy of their own words; ${choose}`;
  }
  if (config.TRANSLATOR === 'auto' && !config.DEEPL_AUTH_KEY && !config.LIBRETRANSLATE_URL) {
    return `TRANSLATOR: no translation service is set, and members would pay for the pseudo-translator's marked copies; ${choose}`;
  }
  return undefined;
}

/** TRUST_PROXY as Fastify takes it. */
function trustedProxies(value: string | undefined, env: string): string[] {
  if (value === undefined) {
    return env === 'production' ? ['loopback', 'linklocal', 'uniquelocal'] : [];
  }
  if (value.trim() === 'none') return [];
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
