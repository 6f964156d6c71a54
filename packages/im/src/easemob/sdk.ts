/**
 * The one place easemob-websdk is imported at run time: a dynamic import, so its 156 kB (gzip)
 * load only when a client first logs in, never with the first page. Everything else imports
 * types only, which the build erases.
 */
import type { EasemobChat, EasemobChatStatic } from 'easemob-websdk';
import type { EasemobConfig } from '../config';

export type EasemobSdk = EasemobChatStatic;
export type EasemobConnection = EasemobChat.Connection;
export type EasemobHandlers = EasemobChat.EventHandlerType;
export type EasemobMessageBody = EasemobChat.MessageBody;
export type EasemobCreateParams = EasemobChat.CreateMsgType;
export type EasemobReaction = EasemobChat.Reaction;
export type EasemobReactionMessage = EasemobChat.ReactionMessage;
export type EasemobChatBody =
  EasemobChat.TextMsgBody | EasemobChat.ImgMsgBody | EasemobChat.CustomMsgBody;

/** The id the client's listeners are registered under. */
export const HANDLER_ID = 'heartline-chat';

/** The SDK's status codes this client reacts to (EasemobChat.Code). */
export const EasemobCodes = {
  /** The spec's event type 39: the account logged in on another device. */
  loginOnAnotherDevice: 206,
  userRemoved: 207,
  kickedByPasswordChange: 216,
  kickedByOtherDevice: 217,
  /** The server's pre-send callback refused the message: the spec's event type 502. */
  externalLogicBlocked: 502,
  recallTimeLimit: 504,
} as const;

export async function loadEasemobSdk(): Promise<EasemobSdk> {
  const module = await import('easemob-websdk');
  return module.default;
}

/** Loads the SDK and creates the one connection, with delivery receipts and capped retries. */
export async function createConnection(
  config: EasemobConfig,
  handlers: EasemobHandlers,
  maxAttempts: number,
): Promise<{ sdk: EasemobSdk; conn: EasemobConnection }> {
  const sdk = await loadEasemobSdk();
  const { appKey, url, apiUrl, isHttpDNS, https } = config;
  const conn = new sdk.connection({
    appKey,
    ...(url === undefined ? {} : { url }),
    ...(apiUrl === undefined ? {} : { apiUrl }),
    ...(isHttpDNS === undefined ? {} : { isHttpDNS }),
    ...(https === undefined ? {} : { https }),
    delivery: true,
    autoReconnectNumMax: maxAttempts,
  });
  conn.addEventHandler(HANDLER_ID, handlers);
  return { sdk, conn };
}
