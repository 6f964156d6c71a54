import type { ChatClient, ChatCredentials } from '@heartline/im';
import { currentLanguage } from './i18n/i18n';

/**
 * The one chat connection of the app, created on first use. The chat library (and Easemob's SDK,
 * when configured) is imported lazily, so the first route never downloads it.
 */
let client: Promise<ChatClient> | null = null;

/** Makes the app's chat client; stories and tests put an in-memory one in its place. */
export type ChatClientFactory = () => Promise<ChatClient>;

/** The local gateway of apps/server (the embedded default); Easemob is configured in production. */
async function createClient(): Promise<ChatClient> {
  const { createChatClient } = await import('@heartline/im');
  return createChatClient({ kind: 'local', url: '/api/im', language: currentLanguage });
}

let factory: ChatClientFactory = createClient;

/**
 * Replaces how the chat client is made (stories and tests: an im memory client on a shared hub);
 * null restores the gateway. The next getChatClient() uses it.
 */
export function setChatClientFactory(next: ChatClientFactory | null) {
  factory = next ?? createClient;
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
