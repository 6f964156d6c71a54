/**
 * Easemob's two callbacks, as two routes Easemob calls (webhooks: they are not operations of
 * openapi.yaml, as the chat gateway's /api/im is not):
 * - POST /api/easemob/pre-send: 发送前回调, decides whether a client's message is delivered
 *   (preSend.ts);
 * - POST /api/easemob/post-send: 发送后回调, stores what was sent (postSend.ts).
 * Both check the signature first (callbackSignature.ts) and answer 401, having done nothing, to
 * a body that is not signed with the secret of one of the route's own rules, is signed too long
 * ago (or ahead), or reuses a signature for another message.
 *
 * Setting up the rules in Easemob's console
 * (https://doc.easemob.com/product/console/basic_webhook.html, "配置消息回调规则"):
 * - the secret: Easemob generates one per rule ("配置回调规则后,环信服务器会自动为该规则生成
 *   secret"; a custom key only through Easemob's sales). Each route takes its own rules' secrets
 *   (EASEMOB_PRE_SEND_SECRETS, EASEMOB_POST_SEND_SECRETS): a pre-send body signed with the
 *   post-send rule's secret is as foreign as an unsigned one.
 * - pre-send, one-to-one chat: 消息拦截报错时显示 = 报错, so that the sender's SDK receives our
 *   code (a 105 opens the insufficient-coins dialog). 等待响应时间 above `budgetMs` plus the
 *   network's time. The fallback (调用失败时默认策略) applies when we do not answer in time at
 *   all; it is best split like our own choices: a rule for image and custom messages that
 *   blocks (不放行), and one for text that passes (放行). Post-send stores nothing a blocked
 *   check would have refused, should the fallback let it through.
 * - post-send: chat messages (eventType chat; chat_offline may be added, it is stored once), and
 *   the recall and conversation read receipt (channel_ack) events (providerEvents.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ChatParties } from '../../../gateway/chatParties.ts';
import type { Services } from '../../../services.ts';
import { isFresh, isSignedBy, SeenCalls, type Window } from './callbackSignature.ts';
import { readCallback, type Callback } from './callbackMessage.ts';
import { PreSend, type PreSendFaults } from './preSend.ts';
import { recordPostSend } from './postSend.ts';

export const PRE_SEND_PATH = '/api/easemob/pre-send';
export const POST_SEND_PATH = '/api/easemob/post-send';

const MINUTE = 60_000;

export interface EasemobCallbackOptions {
  /** The secret of each pre-send rule (text; image and custom). */
  preSendSecrets: readonly string[];
  /** The secret of each post-send rule. */
  postSendSecrets: readonly string[];
  /**
   * The pre-send answer's time budget, in ms: below the rule's 等待响应时间 (200 ms by default)
   * less the network's time between Easemob and us.
   */
  budgetMs?: number;
  /**
   * How old a pre-send callback may be: Easemob calls at once, while the sender waits, so a few
   * minutes cover the two clocks' difference.
   */
  preSendWindow?: Window;
  /**
   * How old a post-send callback may be: 99.95% arrive within 30 s, a retry at once. Callbacks
   * Easemob keeps after failures (回调异常缓存, re-sent on request) may be older: re-send them
   * soon, or widen this window for the time.
   */
  postSendWindow?: Window;
  /** Test hooks of the pre-send checks. */
  faults?: PreSendFaults;
}

/** What one route takes: its own rules' secrets, its window, the callIds it has seen. */
interface Route {
  secrets: readonly string[];
  window: Window;
  seen: SeenCalls;
}

export interface EasemobCallbacks {
  /** Resolves once no pre-send check runs any more (one over budget finishes on its own). */
  settled(): Promise<void>;
}

export function registerEasemobCallbacks(
  app: FastifyInstance,
  services: Services,
  options: EasemobCallbackOptions,
): EasemobCallbacks {
  const { preSendSecrets, postSendSecrets } = options;
  for (const secrets of [preSendSecrets, postSendSecrets]) {
    if (secrets.length === 0 || secrets.some((secret) => !secret)) {
      throw new Error('registerEasemobCallbacks: a route has no callback secret, or an empty one');
    }
  }
  const parties = new ChatParties(services);
  const preSend = new PreSend(services, parties, {
    budgetMs: options.budgetMs ?? 150,
    faults: options.faults,
  });
  const preSendWindow = options.preSendWindow ?? { maxAgeMs: 5 * MINUTE, maxAheadMs: 5 * MINUTE };
  const postSendWindow = options.postSendWindow ?? {
    maxAgeMs: 60 * MINUTE,
    maxAheadMs: 5 * MINUTE,
  };

  /** Whether Easemob sent this callback, now, for this message, under one of the route's rules. */
  const isGenuine = (callback: Callback, { secrets, window, seen }: Route) => {
    const { callId, timestampText: timestamp, security, timestampMs } = callback;
    const now = services.now().getTime();
    return (
      secrets.some((secret) => isSignedBy({ callId, timestamp, security }, secret)) &&
      isFresh(timestampMs, now, window) &&
      seen.admit(callId, messageOf(callback), timestampMs + window.maxAgeMs, now)
    );
  };

  /** The signed callback, or null once 401 is answered. */
  const authenticated = (body: unknown, reply: FastifyReply, route: Route) => {
    const callback = readCallback(body);
    if (callback && isGenuine(callback, route)) return callback;
    void reply.code(401).send({ code: 401, msg: 'The callback is not signed by Easemob' });
    return null;
  };

  const preSendRoute = { secrets: preSendSecrets, window: preSendWindow, seen: new SeenCalls() };
  app.post(PRE_SEND_PATH, async (request, reply) => {
    const callback = authenticated(request.body, reply, preSendRoute);
    if (!callback) return reply;
    return await preSend.decide(callback);
  });

  const postSendRoute = { secrets: postSendSecrets, window: postSendWindow, seen: new SeenCalls() };
  app.post(POST_SEND_PATH, async (request, reply) => {
    const callback = authenticated(request.body, reply, postSendRoute);
    if (!callback) return reply;
    // Easemob reads nothing but the status; the outcome helps whoever looks at the logs.
    return { outcome: await recordPostSend(services, parties, callback) };
  });

  return { settled: () => preSend.settled() };
}

/** What a signature may carry, once: its message and both sides. */
function messageOf(callback: Callback): string {
  return JSON.stringify([callback.msgId, callback.from, callback.to]);
}
