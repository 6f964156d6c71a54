/**
 * A stand-in for Easemob's REST API, built from its documentation (each call's page is named in
 * src/providers/chat/easemob/rest.ts), on a loopback port: the /{org_name}/{app_name} path, the
 * client-credentials grant (the right client id and secret only, tokens that expire), a Bearer
 * app token on every other call, and each call's JSON fields and types (fakeEasemobRules.ts),
 * answered with Easemob's error bodies when wrong. Users, user tokens, disconnections and messages
 * are kept in `state` for tests to read. `failNext` makes the next matching calls fail: an HTTP
 * status (429 with Retry-After, a gateway's 5xx page), no answer ('timeout'), or a broken
 * connection ('reset').
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callbackSignature } from '../../src/providers/chat/easemob/callbackSignature.ts';
import {
  type Answer,
  failure,
  invalid,
  isObject,
  type Json,
  messageProblem,
  notFound,
  passwordProblem,
  registrationProblem,
  ttlProblem,
  usernameProblem,
} from './fakeEasemobRules.ts';

export const FAKE_ORG = 'heartline-org';
export const FAKE_APP = 'heartline';
export const FAKE_CLIENT_ID = 'YXA6fake-client-id-heartline';
export const FAKE_CLIENT_SECRET = 'YXA6fake-client-secret-heartline';

/** An HTTP status to answer, no answer ('timeout'), or a dropped connection ('reset'). */
export type Fault = number | 'timeout' | 'reset';

/** The server's configuration for Easemob mode against this fake (or, without one, nowhere). */
export function easemobTestEnv(fake?: Pick<FakeEasemob, 'url'>): Record<string, string> {
  return {
    CHAT_PROVIDER: 'easemob',
    EASEMOB_ORG_NAME: FAKE_ORG,
    EASEMOB_APP_NAME: FAKE_APP,
    EASEMOB_CLIENT_ID: FAKE_CLIENT_ID,
    EASEMOB_CLIENT_SECRET: FAKE_CLIENT_SECRET,
    EASEMOB_REST_HOST: fake?.url ?? 'http://127.0.0.1:9',
    EASEMOB_PRE_SEND_SECRETS: FAKE_PRE_SEND_SECRETS.join(','),
    EASEMOB_POST_SEND_SECRETS: FAKE_POST_SEND_SECRET,
  };
}

/**
 * The post-send callback Easemob sends for a text message the fake took through REST (when the
 * post-send rule includes REST messages), signed with the post-send rule's secret; `at` in ms.
 */
export function postSendCallbackFor(sent: FakeMessage, at: number): Record<string, unknown> {
  const callId = `${FAKE_ORG}#${FAKE_APP}_${sent.id}`;
  return {
    callId,
    eventType: 'chat',
    timestamp: at,
    chat_type: 'chat',
    from: sent.from,
    to: sent.to,
    msg_id: sent.id,
    payload: { ext: sent.ext, bodies: [{ type: 'txt', msg: sent.body.msg }] },
    securityVersion: '1.0.0',
    security: callbackSignature(callId, FAKE_POST_SEND_SECRET, String(at)),
  };
}

/** The secrets of the set-up's callback rules: pre-send for text, for image and custom. */
export const FAKE_PRE_SEND_SECRETS = ['pre-send-text-rule-secret', 'pre-send-media-rule-secret'];
/** The post-send rule's secret. */
export const FAKE_POST_SEND_SECRET = 'post-send-rule-secret-0123';

export interface FakeUser {
  uuid: string;
  username: string;
  /** Null for a user made by a token grant with autoCreateUser (it has no password). */
  password: string | null;
  activated: boolean;
  created: number;
  modified: number;
}

export interface FakeMessage {
  id: string;
  /** Whether the sender's own devices get it too (sync_device). */
  syncDevice: boolean;
  from: string;
  to: string;
  type: string;
  body: Json;
  ext?: Json;
}

export interface FakeEasemobState {
  users: Map<string, FakeUser>;
  messages: FakeMessage[];
  /** How many times each user was forced offline. */
  disconnects: Map<string, number>;
  /**
   * How many times each user's password was changed while the user may have been online: each
   * signs every device out (account_password_change.html, "若用户在线,修改密码后会导致用户被踢下线").
   */
  passwordSignOuts: Map<string, number>;
  /** Every app token issued, with the time (ms) it expires. */
  appTokens: Map<string, number>;
  /** User tokens issued; a password change makes a user's earlier ones invalid. */
  userTokens: { username: string; token: string; ttl: number; valid: boolean }[];
  /** Every request, the status it got (0: none) and when it came (ms). */
  requests: { method: string; path: string; status: number; at: number }[];
}

export interface FakeEasemob {
  /** The host to give the client (http://127.0.0.1:port). */
  url: string;
  state: FakeEasemobState;
  /**
   * The next `times` requests whose path (after /{org}/{app}) is `path`, or matches it, get
   * `fault`; a 429 carries Retry-After when `retryAfterSeconds` is given.
   */
  failNext(
    path: string | RegExp,
    fault: Fault,
    times?: number,
    options?: { retryAfterSeconds?: number },
  ): void;
  /** Every app token issued so far stops working, as if expired (as a rotated secret would). */
  revokeAppTokens(): void;
  close(): Promise<void>;
}

/** A user token's life when the grant gives no ttl: 60 days. */
const DEFAULT_TTL = 5_184_000;

export async function startFakeEasemob(
  options: {
    appTokenTtlSeconds?: number;
    /**
     * Grants answer expires_in in milliseconds, as some clusters do (the documentation says
     * seconds); the token lives as long either way.
     */
    expiresInMilliseconds?: boolean;
  } = {},
): Promise<FakeEasemob> {
  const expiresIn = (ttl: number) => (options.expiresInMilliseconds ? ttl * 1000 : ttl);
  const state: FakeEasemobState = {
    users: new Map(),
    messages: [],
    disconnects: new Map(),
    passwordSignOuts: new Map(),
    appTokens: new Map(),
    userTokens: [],
    requests: [],
  };
  const faults: { path: string | RegExp; fault: Fault; left: number; retryAfter?: number }[] = [];
  const application = randomUUID();
  let messageSequence = 0n;

  const issue = () => `YWMt${randomBytes(24).toString('base64url')}`;
  const timing = () => ({ timestamp: Date.now(), duration: 0 });
  const entity = ({ uuid, created, modified, username, activated }: FakeUser) => ({
    uuid,
    type: 'user',
    created,
    modified,
    username,
    activated,
  });
  const newUser = (username: string, password: string | null): FakeUser => {
    const now = Date.now();
    const user: FakeUser = {
      uuid: randomUUID(),
      username,
      password,
      activated: true,
      created: now,
      modified: now,
    };
    state.users.set(username, user);
    return user;
  };

  /** Null when the request carries a live app token; else Easemob's 401. */
  function unauthorized(req: IncomingMessage): Answer | null {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expiresAt = token === undefined ? undefined : state.appTokens.get(token);
    if (token !== undefined && expiresAt === undefined) {
      const corrupt = 'Unable to authenticate due to corrupt access token';
      return [401, failure('auth_bad_access_token', corrupt)];
    }
    if (expiresAt === undefined || expiresAt <= Date.now()) {
      return [401, failure('unauthorized', 'Unable to authenticate due to expired access token')];
    }
    return null;
  }

  function appTokenGrant(body: Json): Answer {
    if (body.client_id !== FAKE_CLIENT_ID) {
      return [400, failure('invalid_grant', 'client_id does not match')];
    }
    if (body.client_secret !== FAKE_CLIENT_SECRET) {
      return [400, failure('invalid_grant', 'client_secret does not match')];
    }
    const ttl = body.ttl === undefined ? (options.appTokenTtlSeconds ?? 3600) : Number(body.ttl);
    const token = issue();
    state.appTokens.set(token, ttl > 0 ? Date.now() + ttl * 1000 : Infinity);
    return [200, { access_token: token, expires_in: expiresIn(ttl), application }];
  }

  /** A user token by name and app token (inherit) or by name and password (password). */
  function userTokenGrant(req: IncomingMessage, body: Json): Answer {
    const inherit = body.grant_type === 'inherit';
    if (inherit) {
      const refused = unauthorized(req);
      if (refused) return refused;
      if (typeof body.autoCreateUser !== 'boolean') return invalid('autoCreateUser is required');
    }
    const problem = usernameProblem(body.username);
    if (problem) return problem;
    const username = String(body.username).toLowerCase();
    const user =
      state.users.get(username) ??
      (inherit && body.autoCreateUser === true ? newUser(username, null) : undefined);
    if (!user) return [404, failure('invalid_grant', 'user not found')];
    if (!inherit && body.password !== user.password) {
      return [400, failure('invalid_grant', 'invalid password')];
    }
    if (!user.activated) return [400, failure('invalid_grant', 'user not activated')];
    const ttl = body.ttl === undefined ? DEFAULT_TTL : Number(body.ttl);
    const token = issue();
    state.userTokens.push({ username, token, ttl, valid: true });
    return [200, { access_token: token, expires_in: expiresIn(ttl), user: entity(user) }];
  }

  function grant(req: IncomingMessage, body: unknown): Answer {
    if (!isObject(body)) return invalid('this is an invalid request.');
    const problem = ttlProblem(body.ttl);
    if (problem) return problem;
    if (body.grant_type === 'client_credentials') return appTokenGrant(body);
    if (body.grant_type === 'inherit' || body.grant_type === 'password') {
      return userTokenGrant(req, body);
    }
    return [400, failure('invalid_grant', 'unsupported grant_type')];
  }

  function register(body: unknown): Answer {
    const problem = registrationProblem(body, (name) => state.users.has(name));
    if (problem) return problem;
    const entities = (Array.isArray(body) ? body : [body]).map((item: Json) =>
      entity(newUser(String(item.username).toLowerCase(), String(item.password))),
    );
    return [200, { action: 'post', application, path: '/users', entities, ...timing() }];
  }

  function setPassword(user: FakeUser, body: unknown): Answer {
    const password = isObject(body) ? body.newpassword : undefined;
    const problem = passwordProblem('newpassword', password);
    if (problem) return problem;
    user.password = String(password);
    user.modified = Date.now();
    state.passwordSignOuts.set(user.username, (state.passwordSignOuts.get(user.username) ?? 0) + 1);
    // The old password and the user's tokens stop working.
    for (const t of state.userTokens) if (t.username === user.username) t.valid = false;
    return [200, { action: 'set user password', ...timing() }];
  }

  function sendMessage(body: unknown): Answer {
    if (!isObject(body)) return invalid('this is an invalid request.');
    const problem = messageProblem(body);
    if (problem) return problem;
    const { from = 'admin', type, body: content, ext } = body as Json & { from?: string };
    const syncDevice = body.sync_device === true;
    const data: Record<string, string> = {};
    for (const to of body.to as string[]) {
      messageSequence += 1n;
      const id = String(1_029_457_500_870_543_736n + messageSequence);
      const message = { id, from, to, type: String(type), body: content as Json, syncDevice };
      state.messages.push(ext ? { ...message, ext: ext as Json } : message);
      data[to] = id;
    }
    return [200, { path: '/messages/users', application, action: 'post', data, ...timing() }];
  }

  function disconnect(user: FakeUser): Answer {
    state.disconnects.set(user.username, (state.disconnects.get(user.username) ?? 0) + 1);
    return [200, { action: 'get', entities: [], data: { result: true }, ...timing(), count: 0 }];
  }

  function deactivate(user: FakeUser): Answer {
    user.activated = false;
    user.modified = Date.now();
    return [200, { action: 'Deactivate user', entities: [entity(user)], ...timing() }];
  }

  function route(req: IncomingMessage, method: string, path: string, body: unknown): Answer {
    if (method === 'POST' && path === '/token') return grant(req, body);
    const refused = unauthorized(req);
    if (refused) return refused;
    if (method === 'POST' && path === '/users') return register(body);
    if (method === 'POST' && path === '/messages/users') return sendMessage(body);
    const [, name, action] = /^\/users\/([^/]+)\/([a-z]+)$/.exec(path) ?? [];
    const user = name === undefined ? undefined : state.users.get(decodeURIComponent(name));
    const act = `${method} ${action}`;
    if (act === 'PUT password') {
      return user
        ? setPassword(user, body)
        : [404, failure('entity_not_found', 'User null not found')];
    }
    if (act === 'GET disconnect') return user ? disconnect(user) : notFound();
    if (act === 'POST deactivate') return user ? deactivate(user) : notFound();
    return notFound();
  }

  /** The fault the next request to this path gets, if one is due. */
  function dueFault(path: string) {
    const due = faults.find(
      (f) => f.left > 0 && (typeof f.path === 'string' ? f.path === path : f.path.test(path)),
    );
    if (due) due.left -= 1;
    return due;
  }

  const server = http.createServer((req, res) => {
    const method = req.method ?? 'GET';
    const [, org, app, ...rest] = new URL(req.url ?? '/', 'http://fake').pathname.split('/');
    const path = `/${rest.join('/')}`;
    const record = { method, path, status: 0, at: Date.now() };
    state.requests.push(record);
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      const page = typeof body === 'string';
      res.writeHead(status, {
        'content-type': page ? 'text/html' : 'application/json',
        ...headers,
      });
      res.end(page ? body : JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (org !== FAKE_ORG || app !== FAKE_APP) {
        const text = `Could not find application for ${org}/${app} from URI: ${org}/${app}${path}`;
        return answer(404, failure('organization_application_not_found', text));
      }
      const fault = dueFault(path);
      if (fault?.fault === 'timeout') return; // held open until the client gives up
      if (fault?.fault === 'reset') return req.socket.destroy();
      if (fault) return answer(...injected(fault.fault, fault.retryAfter));
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      if (raw !== '') {
        if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
          return answer(415, failure('web_application', 'Unsupported Media Type'));
        }
        try {
          body = JSON.parse(raw);
        } catch {
          return answer(400, failure('json_parse', 'Unexpected character: the body is not JSON'));
        }
      }
      answer(...route(req, method, path, body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    state,
    failNext(path, fault, times = 1, faultOptions = {}) {
      faults.push({ path, fault, left: times, retryAfter: faultOptions.retryAfterSeconds });
    },
    revokeAppTokens() {
      for (const token of state.appTokens.keys()) state.appTokens.set(token, 0);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** What an injected status answers: Easemob's JSON error, or a gateway's page for 502-504. */
function injected(status: number, retryAfter?: number): [number, unknown, Record<string, string>] {
  const headers: Record<string, string> =
    retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) };
  if (status >= 502 && status <= 504) {
    return [status, `<html><body><h1>${status}</h1>nginx</body></html>`, headers];
  }
  const codes: Record<number, [string, string]> = {
    401: ['unauthorized', 'Unable to authenticate due to expired access token'],
    429: ['reach_limit', 'This request has reached api limit'],
    500: ['internal_server_error', 'javax.ws.rs.WebApplicationException'],
  };
  const [error, description] = codes[status] ?? ['illegal_argument', 'this is an invalid request.'];
  return [status, failure(error, description), headers];
}
