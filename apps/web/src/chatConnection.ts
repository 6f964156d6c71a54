import type { ChatClient, ChatClientConfig, ChatCredentials } from '@heartline/im';
import type { Data } from '@heartline/sdk';
import { currentLanguage } from './i18n/i18n';
import { sdk } from './sdk';

/**
 * The one chat connection of the app, created on first use. The chat library (and Easemob's SDK,
 * when configured) is imported lazily, so the first route never downloads it.
 */
let client: Promise<ChatClient> | null = null;
/** The chat service the server named, once asked. */
let provider: 'local' | 'easemob' | null = null;

/** Makes the app's chat client; stories and tests put an in-memory one in its place. */
export type ChatClientFactory = () => Promise<ChatClient>;

/**
 * The client of the chat service the server names (getChatService): its own gateway (the
 * embedded default) or Easemob (production). Both log in with my-info's chat account.
 */
async function createClient(): Promise<ChatClient> {
  const [{ createChatClient, createTabClient, tabsCanShare }, service] = await Promise.all([
    import('@heartline/im'),
    sdk.system.getChatService(),
  ]);
  provider = service.provider;
  const config = chatClientConfig(service);
  // The service keeps one device per account: the browser's tabs share one connection, or a
  // second tab would log the first out.
  return tabsCanShare()
    ? createTabClient({ kind: config.kind, create: () => createChatClient(config) })
    : createChatClient(config);
}

/**
 * Whether the server sends the messages of payments (red packets, gifts) itself: on Easemob it
 * does, and they arrive like any message of mine; on the local gateway the app sends them.
 */
export function serverSendsPaymentMessages(): boolean {
  return provider === 'easemob';
}

export function chatClientConfig(service: Data<'/system/chat-service', 'get'>): ChatClientConfig {
  if (service.provider === 'easemob') {
    return {
      kind: 'easemob',
      appKey: service.appKey ?? '',
      apiUrl: service.restUrl,
      // A private deployment names its message server; Easemob's own DNS finds it otherwise.
      ...(service.socketUrl ? { url: service.socketUrl, isHttpDNS: false } : {}),
    };
  }
  return { kind: 'local', url: service.gateway ?? '/api/im', language: currentLanguage };
}

let factory: ChatClientFactory = createClient;

/**
 * Replaces how the chat client is made (stories and tests: an im memory client on a shared hub,
 * standing for the service `as`); null restores the gateway. The next getChatClient() uses it.
 */
export function setChatClientFactory(
  next: ChatClientFactory | null,
  as: 'local' | 'easemob' = 'local',
) {
  factory = next ?? createClient;
  provider = next ? as : null;
  client = null;
}

/** The chat client, for the chat store. Logs nobody in by itself. */
export function getChatClient(): Promise<ChatClient> {
  client ??= factory();
  return client;
}

/** Logs in to chat with the IM account and password of my-info (spec: on layout mount). */
export async function connectChat(credentials: ChatCredentials) {
  const chat = await getChatClient();
  await chat.login(credentials);
}

/** Logs out of chat, if it was ever started: part of every logout and lost login. */
export async function disconnectChat() {
  if (!client) return;
  const chat = await client.catch(() => null);
  client = null;
  await chat?.logout().catch((error: unknown) => console.warn('Chat logout failed', error));
}
