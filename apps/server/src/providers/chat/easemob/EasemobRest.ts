/**
 * What the server asks of Easemob's REST API (the chat service the design names for production),
 * as one interface: every call goes through its one implementation (rest.ts), which holds the app
 * token, retries, timeouts and rate-limit handling. Tests use the same implementation against a
 * fake Easemob (test/support/fakeEasemob.ts) and pin each call with a Pact contract.
 */

/** A chat message the server sends in a user's name (red packets, gifts) or its own (system). */
export interface EasemobMessage {
  from: string;
  to: string;
  /** txt: `msg`; custom: `customEvent` with string `customExts`. */
  type: 'txt' | 'custom';
  msg?: string;
  customEvent?: string;
  customExts?: Record<string, string>;
  /** Extension fields the app reads (the same `ext` the local gateway's messages carry). */
  ext?: Record<string, unknown>;
  /** The sender's own online devices get it too (Easemob's `sync_device`): a message sent in a
   * user's name shows in their own conversation. */
  syncToSender?: boolean;
}

export interface EasemobUserToken {
  token: string;
  /** Seconds the token stays valid. */
  expiresIn: number;
}

export interface EasemobRest {
  /** Creates the user; an existing one with that name is not an error (answers false). */
  createUser(username: string, password: string): Promise<boolean>;
  /**
   * Replaces the user's password (the old one logs in nowhere any more). Easemob signs every
   * online device of the user out: call it only when the password really changes.
   */
  setPassword(username: string, password: string): Promise<void>;
  /** Whether Easemob holds this password for the user (a password grant), changing nothing. */
  checkPassword(username: string, password: string): Promise<'matches' | 'differs' | 'noUser'>;
  /** Forces every device of the user offline. */
  disconnect(username: string): Promise<void>;
  /** Deactivates the user (a cancelled account): no login, no messages. */
  deactivate(username: string): Promise<void>;
  /** A user token for the web SDK's login, creating the user when missing. */
  userToken(username: string, ttlSeconds: number): Promise<EasemobUserToken>;
  /** Sends a one-to-one message; answers Easemob's message id. */
  sendMessage(message: EasemobMessage): Promise<string>;
}
