/**
 * The HTTP side of Easemob's REST API, under every call of rest.ts: the app token (fetched on first
 * need, shared by concurrent callers, renewed before it expires and after a 401), a time limit on
 * each attempt, and retries with exponential backoff and full jitter of what may pass by itself
 * (Easemob's rate limit, its 5xx, a timeout or a broken connection). Each attempt is logged at
 * debug level with its method, path, status and duration; never a body, where the client secret,
 * tokens and passwords travel.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { EasemobError } from './EasemobError.ts';
import { tokenSeconds } from './tokenLifetime.ts';

export interface EasemobHttpOptions {
  /** The REST host of the app's data centre, e.g. https://a1.easemob.com. */
  host: string;
  orgName: string;
  appName: string;
  clientId: string;
  clientSecret: string;
  log: FastifyBaseLogger;
  /** The HTTP client: tests give their own. */
  fetch?: typeof fetch;
  /** How long one attempt may take. */
  timeoutMs?: number;
  /** Attempts of one call, the first included. */
  maxAttempts?: number;
  /** The ceiling of the first backoff; it doubles with each attempt. */
  retryBaseMs?: number;
  /**
   * The longest wait between attempts. A Retry-After asking for more is not waited for: the call
   * fails at once rather than hold up the request that made it.
   */
  retryMaxMs?: number;
}

export interface EasemobRequest {
  method: 'GET' | 'POST' | 'PUT';
  /** The path after /{org_name}/{app_name}, e.g. /users/u100001/password. */
  path: string;
  body?: unknown;
  /**
   * False for a call that must not happen twice (a message): it is retried only when Easemob
   * surely did not act on it (429, 503, no connection), never after a timeout or another 5xx.
   */
  idempotent?: boolean;
}

interface Answer {
  status: number;
  body: unknown;
  retryAfterMs: number | null;
  /** Why no answer came (status 0), and whether the request never left (no connection). */
  failure?: { kind: 'timeout' | 'network'; unsent: boolean };
}

interface AppToken {
  value: string;
  renewAt: number;
  expiresAt: number;
}

const HOUR_MS = 3_600_000;
/** Connection failures that mean the request never reached Easemob. */
const UNSENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

export class EasemobHttp {
  readonly #options: EasemobHttpOptions;
  readonly #base: string;
  readonly #fetch: typeof fetch;
  readonly #log: FastifyBaseLogger;
  #token: AppToken | null = null;
  #renewal: Promise<AppToken> | null = null;

  constructor(options: EasemobHttpOptions) {
    this.#options = options;
    const host = options.host.replace(/\/+$/, '');
    this.#base = `${host}/${encodeURIComponent(options.orgName)}/${encodeURIComponent(options.appName)}`;
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.#log = options.log;
  }

  /** One call with the app token; answers the JSON body of a 2xx, throws EasemobError otherwise. */
  async call(request: EasemobRequest): Promise<unknown> {
    const token = await this.#appToken();
    try {
      return await this.#exchange(request, token);
    } catch (error) {
      // Easemob does not promise a token lasts its expires_in: a 401 asks for a new one, once.
      if (!(error instanceof EasemobError) || error.status !== 401) throw error;
      if (this.#token?.value === token) this.#token = null;
      return this.#exchange(request, await this.#appToken());
    }
  }

  /** The app token; concurrent callers wait for one grant rather than each asking for its own. */
  async #appToken(): Promise<string> {
    const current = this.#token;
    if (current && Date.now() < current.renewAt) return current.value;
    this.#renewal ??= this.#grant().finally(() => {
      this.#renewal = null;
    });
    try {
      return (await this.#renewal).value;
    } catch (error) {
      // Renewal starts early: while the token lives, a failed renewal need not fail the call.
      if (current && Date.now() < current.expiresAt) return current.value;
      throw error;
    }
  }

  // Easemob docs: https://doc.easemob.com/document/server-side/easemob_app_token.html
  async #grant(): Promise<AppToken> {
    const issuedAt = Date.now();
    const answer = await this.#exchange(
      {
        method: 'POST',
        path: '/token',
        body: {
          grant_type: 'client_credentials',
          client_id: this.#options.clientId,
          client_secret: this.#options.clientSecret,
        },
      },
      null,
    );
    const { access_token, expires_in } = (answer ?? {}) as {
      access_token?: unknown;
      expires_in?: unknown;
    };
    if (typeof access_token !== 'string' || !access_token || typeof expires_in !== 'number') {
      throw new EasemobError(200, 'unexpected_response', 'no token in the answer', 'POST /token');
    }
    // Renewed while it still works: with a tenth of its life left, or an hour for a long one.
    // Asking again sooner would risk Easemob's ban on accounts that ask for tokens too often.
    // An expires_in of 0 is a token that never expires (the console's ttl 0); seconds or, on some
    // clusters, milliseconds (tokenLifetime.ts).
    const seconds = tokenSeconds(expires_in);
    const lifetimeMs = seconds > 0 ? seconds * 1000 : Infinity;
    const expiresAt = issuedAt + lifetimeMs;
    const renewAt = expiresAt - Math.min(lifetimeMs / 10, HOUR_MS);
    this.#token = { value: access_token, renewAt, expiresAt };
    return this.#token;
  }

  /** The attempts of one request, until a 2xx, a final failure or the last attempt. */
  async #exchange(request: EasemobRequest, token: string | null): Promise<unknown> {
    const maxAttempts = this.#options.maxAttempts ?? 3;
    for (let attempt = 1; ; attempt += 1) {
      const answer = await this.#send(request, token, attempt);
      if (answer.status >= 200 && answer.status < 300) return answer.body;
      const wait = attempt < maxAttempts ? this.#retryDelay(request, answer, attempt) : null;
      if (wait === null) throw toError(request, answer);
      await sleep(wait);
    }
  }

  /** How long to wait before trying again, or null when trying again cannot help. */
  #retryDelay(request: EasemobRequest, answer: Answer, attempt: number): number | null {
    const error = errorCode(answer.body);
    const passing =
      request.idempotent === false
        ? answer.status === 429 || answer.status === 503 || answer.failure?.unsent === true
        : answer.status === 0 ||
          answer.status === 429 ||
          answer.status >= 500 ||
          // Two grants creating the same user within a second; the second try finds it made.
          (answer.status === 409 && error === 'concurrent_operation_error');
    // A 429 resource_limited is the plan's ceiling (users, messages), not a rate: it stays.
    if (!passing || error === 'resource_limited') return null;
    const retryMaxMs = this.#options.retryMaxMs ?? 5_000;
    if (answer.retryAfterMs !== null) {
      return answer.retryAfterMs <= retryMaxMs ? answer.retryAfterMs : null;
    }
    const ceiling = Math.min(retryMaxMs, (this.#options.retryBaseMs ?? 200) * 2 ** (attempt - 1));
    return Math.floor(Math.random() * ceiling);
  }

  async #send(request: EasemobRequest, token: string | null, attempt: number): Promise<Answer> {
    const { method, path, body } = request;
    const started = performance.now();
    let answer: Answer;
    try {
      const response = await this.#fetch(`${this.#base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token === null ? {} : { authorization: `Bearer ${token}` }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.#options.timeoutMs ?? 5_000),
      });
      const text = await response.text();
      answer = {
        status: response.status,
        body: parseJson(text),
        retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
      };
    } catch (error) {
      answer = { status: 0, body: null, retryAfterMs: null, failure: failureOf(error) };
    }
    this.#log.debug(
      {
        method,
        path,
        status: answer.status,
        durationMs: Math.round(performance.now() - started),
        attempt,
        error: answer.failure?.kind ?? errorCode(answer.body),
      },
      'easemob: call',
    );
    return answer;
  }
}

function toError(request: EasemobRequest, answer: Answer): EasemobError {
  const what = `${request.method} ${request.path}`;
  if (answer.failure) return new EasemobError(0, answer.failure.kind, '', what);
  const body = (answer.body ?? {}) as { error_description?: unknown };
  const description = typeof body.error_description === 'string' ? body.error_description : '';
  return new EasemobError(
    answer.status,
    errorCode(answer.body) ?? `http_${answer.status}`,
    description,
    what,
  );
}

function errorCode(body: unknown): string | undefined {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' ? error : undefined;
}

/** A body that is not JSON (a gateway's HTML page) reads as none. */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Retry-After in seconds or as an HTTP date (RFC 9110 section 10.2.3). */
function retryAfterMs(header: string | null): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function failureOf(error: unknown): NonNullable<Answer['failure']> {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return { kind: 'timeout', unsent: false };
  }
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return { kind: 'network', unsent: typeof code === 'string' && UNSENT.has(code) };
}
