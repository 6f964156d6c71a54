import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/schema';
import { browserBrand } from './browserBrand';
import type { UnauthorizedError } from './errors';
import { envelopeMiddleware } from './middleware/envelope';
import { headersMiddleware } from './middleware/headers';
import { timeoutMiddleware } from './middleware/timeout';

export interface HeartlineClientOptions {
  /** The API base, e.g. `http://localhost:8080` or `/api`; requests go to `${baseUrl}/account/login`. */
  baseUrl: string;
  /** A fetch to use instead of the global one (tests, Pact, server-side callers). */
  fetch?: typeof globalThis.fetch;
  /** Milliseconds before a call gives up with a TimeoutError; the spec's 30 s by default. */
  timeoutMs?: number;
  /** The `platform` header; `Web` by default. */
  platform?: string;
  /** The `brand` header; the browser's name by default. */
  brand?: string;
  /** The current interface language (`language` header); English when not given. */
  getLanguage?: () => string;
  /** The session token (`token` header), or nothing when logged out. */
  getToken?: () => string | null | undefined;
  /** Called once per call that finds the login gone (envelope code 401 or HTTP 401). */
  onUnauthorized?: (error: UnauthorizedError) => void;
}

export type HeartlineClient = Client<paths>;

export const DEFAULT_TIMEOUT_MS = 30_000;

/** The one HTTP client of Heartline: openapi-fetch with the product's middleware, in order. */
export function createHeartlineClient(options: HeartlineClientOptions): HeartlineClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    // Read the global fetch at call time, so test interceptors installed later still apply.
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
  });
  const brand = options.brand ?? browserBrand();
  client.use(
    headersMiddleware({
      platform: options.platform ?? 'Web',
      brand: () => brand,
      getLanguage: options.getLanguage ?? (() => 'en'),
      getToken: options.getToken ?? (() => undefined),
    }),
    timeoutMiddleware(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    envelopeMiddleware(options.onUnauthorized ?? (() => undefined)),
  );
  return client;
}
