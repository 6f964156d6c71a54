/**
 * Whether a callback comes from Easemob. Easemob signs every pre-send and post-send callback the
 * same way: the body's `security` is the hex MD5 of `callId + secret + timestamp`, where `callId`
 * and `timestamp` are fields of the same body and `secret` is the one Easemob generated for the
 * callback rule (console: 即时通讯 > 功能配置 > 消息回调, the rule list).
 *   https://doc.easemob.com/document/server-side/callback_overview.html ("回调安全")
 *   https://doc.easemob.com/document/server-side/callback_presending.html (`security`)
 *   https://doc.easemob.com/document/server-side/callback_postsending.html (`security`)
 *   https://docs.agora.io/en/agora-chat/develop/setup-webhooks (the same service as Agora Chat)
 *
 * The signature covers neither the message nor the moment of the request: whoever saw one signed
 * body could send its three fields again, with any message. So, besides the signature (compared
 * in constant time):
 * - `timestamp` (when Easemob received the message, in ms) must be near now: a copied signature
 *   is good only for a short window (`isFresh`);
 * - within that window a callId is good for one message only (`SeenCalls`): Easemob sends the
 *   same callId again only for the same message (a post-send retry, or its `chat` and
 *   `chat_offline` events), so a callId that comes back with another message is a forgery.
 * SeenCalls lives in the process: several server processes each keep their own.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The signature Easemob computes: MD5(callId + secret + timestamp), lowercase hex. */
export function callbackSignature(callId: string, secret: string, timestamp: string): string {
  return createHash('md5').update(`${callId}${secret}${timestamp}`, 'utf8').digest('hex');
}

/** Whether `security` is the signature of callId and timestamp with `secret`, in constant time. */
export function isSignedBy(
  signed: { callId: string; timestamp: string; security: string },
  secret: string,
): boolean {
  const expected = Buffer.from(callbackSignature(signed.callId, secret, signed.timestamp));
  const given = Buffer.from(signed.security.toLowerCase());
  // An MD5 in hex always has 32 characters: the length tells nothing about the secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface Window {
  /** How long after `timestamp` a callback is still taken. */
  maxAgeMs: number;
  /** How far ahead of our clock `timestamp` may be (the two clocks differ a little). */
  maxAheadMs: number;
}

export function isFresh(timestampMs: number, nowMs: number, window: Window): boolean {
  return timestampMs >= nowMs - window.maxAgeMs && timestampMs <= nowMs + window.maxAheadMs;
}

/** The callIds seen within their window, each with the message it came with. */
export class SeenCalls {
  private readonly seen = new Map<string, { message: string; until: number }>();
  private readonly max: number;

  constructor(max = 200_000) {
    this.max = max;
  }

  /**
   * Records `callId` as carrying `message` until `until` (ms); false when it was seen with
   * another message before.
   */
  admit(callId: string, message: string, until: number, nowMs: number): boolean {
    this.forgetOlder(nowMs);
    const known = this.seen.get(callId);
    if (known && known.until >= nowMs) return known.message === message;
    if (this.seen.size >= this.max) this.seen.delete(this.seen.keys().next().value!);
    this.seen.set(callId, { message, until });
    return true;
  }

  /** Entries come in about the order they expire: the first ones out of date are dropped. */
  private forgetOlder(nowMs: number): void {
    for (const [callId, { until }] of this.seen) {
      if (until >= nowMs) return;
      this.seen.delete(callId);
    }
  }
}
