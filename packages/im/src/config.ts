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
}

export interface LocalConfig extends ChatClientOptions {
  /** The gateway's WebSocket address in apps/server. */
  url: string;
}

export interface MemoryConfig extends ChatClientOptions {
  /** The in-process service; clients that should chat share one. A shared default otherwise. */
  hub?: MemoryHub;
}

export type ChatClientConfig =
  | ({ kind: 'easemob' } & EasemobConfig)
  | ({ kind: 'local' } & LocalConfig)
  | ({ kind: 'memory' } & MemoryConfig);
