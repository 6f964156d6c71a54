/**
 * How each implementation is configured. The app picks one by `kind` (createChatClient); nothing
 * else in it knows which one runs.
 */
import type { MemoryHub } from './memory/hub';
import type { ReconnectOptions } from './reconnect';

export interface ChatClientOptions {
  /** Stamped on every message's ext: the API's platform header (default Web). */
  platform?: string;
  /** Stamped on every message's ext: the browser's name, as in the API's brand header. */
  brand?: string;
  /** Overrides of the reconnection policy (tests shorten the waits). */
  reconnect?: Partial<ReconnectOptions>;
}

export interface EasemobConfig extends ChatClientOptions {
  appKey: string;
  /** The message (WebSocket) server, when not found by the SDK's DNS. */
  url?: string;
  /** The REST server, when not found by the SDK's DNS. */
  apiUrl?: string;
  /** False for a private deployment given url and apiUrl. */
  isHttpDNS?: boolean;
  https?: boolean;
  /** How long a presence subscription lasts, in seconds (default 7 days). */
  presenceExpirySeconds?: number;
  /**
   * Tell the peers' last seen from Easemob's presence time (default false: lastSeen is null).
   * Easemob does not know the privacy setting hideLastSeen, so the app leaves it off.
   */
  presenceLastSeen?: boolean;
}

export interface LocalConfig extends ChatClientOptions {
  /**
   * The gateway's WebSocket address in apps/server: absolute (ws://host:8080/api/im) or a path
   * on the page's own host (/api/im).
   */
  url: string;
  /** The interface language, for the gateway's error messages (the API's language header). */
  language?: string | (() => string);
  /** How long an answer may take before the request is sent again (default 10 s). */
  requestTimeoutMs?: number;
  /** The WebSocket constructor; the global one (browsers, Node 22+) by default. */
  WebSocket?: typeof WebSocket;
}

export interface MemoryConfig extends ChatClientOptions {
  /** The in-process service; clients that should chat share one. A shared default otherwise. */
  hub?: MemoryHub;
}

export type ChatClientConfig =
  | ({ kind: 'easemob' } & EasemobConfig)
  | ({ kind: 'local' } & LocalConfig)
  | ({ kind: 'memory' } & MemoryConfig);
