/**
 * The Easemob calls that only ask or delete (history, conversations, presence), each mapped to
 * the ChatClient's shapes and batched to the SDK's limits. Failures become ChatError 'service'.
 */
import { channelId } from '../internal/outgoing';
import {
  HISTORY_PAGE_SIZE,
  type ConversationSummary,
  type HistoryPage,
  type ImAccount,
  type PresenceState,
} from '../types';
import { isOnline, lastSeenOf, sdkCall, toChatMessage } from './mapping';
import type { EasemobConnection } from './sdk';

/** Easemob's limits per call: message ids to delete, users to subscribe, conversations a page. */
const DELETE_BATCH = 20;
const PRESENCE_BATCH = 100;
const CONVERSATION_PAGE = 50;
/** 200 conversations, as the REST session list. */
const CONVERSATION_PAGES = 4;
const chatType = 'singleChat' as const;

function batches<T>(items: readonly T[], size: number): T[][] {
  const list: T[][] = [];
  for (let i = 0; i < items.length; i += size) list.push(items.slice(i, i + size));
  return list;
}

/** The SDK's "no more" cursors: absent, empty, or the string 'undefined'. */
const lastCursor = (cursor: string | undefined) => !cursor || cursor === 'undefined';

export async function fetchHistory(
  conn: EasemobConnection,
  peer: ImAccount,
  cursor: string | null,
): Promise<HistoryPage> {
  const page = await sdkCall(() =>
    conn.getHistoryMessages({
      targetId: peer,
      chatType,
      pageSize: HISTORY_PAGE_SIZE,
      searchDirection: 'up',
      ...(cursor ? { cursor } : {}),
    }),
  );
  const messages = page.messages
    .map((body) => toChatMessage(body))
    .filter((m) => m !== null)
    .sort((a, b) => b.time - a.time);
  return { messages, cursor: page.isLast || lastCursor(page.cursor) ? null : page.cursor! };
}

export async function fetchConversations(
  conn: EasemobConnection,
  me: ImAccount,
): Promise<ConversationSummary[]> {
  const list: ConversationSummary[] = [];
  let cursor = '';
  for (let page = 0; page < CONVERSATION_PAGES; page++) {
    const result = await sdkCall(() =>
      conn.getServerConversations({ pageSize: CONVERSATION_PAGE, cursor }),
    );
    for (const item of result.data?.conversations ?? []) {
      if (item.conversationType !== chatType) continue;
      const last = item.lastMessage?.type ? item.lastMessage : null;
      list.push({
        channel_id: channelId(me, item.conversationId),
        imAccount: item.conversationId,
        unread_num: item.unReadCount,
        lastMessage: last ? toChatMessage(last) : null,
      });
    }
    cursor = result.data?.cursor ?? '';
    if (lastCursor(cursor)) break;
  }
  return list;
}

/** With its history (deleteRoam), as the gateway does. */
export async function deleteConversation(conn: EasemobConnection, peer: ImAccount) {
  await sdkCall(() => conn.deleteConversation({ channel: peer, chatType, deleteRoam: true }));
}

export async function clearHistory(conn: EasemobConnection, peer: ImAccount) {
  const beforeTimeStamp = Date.now();
  await sdkCall(() => conn.removeHistoryMessages({ targetId: peer, chatType, beforeTimeStamp }));
}

export async function deleteMessages(
  conn: EasemobConnection,
  peer: ImAccount,
  ids: readonly string[],
) {
  for (const messageIds of batches(ids, DELETE_BATCH)) {
    await sdkCall(() => conn.removeHistoryMessages({ targetId: peer, chatType, messageIds }));
  }
}

export async function subscribePresence(
  conn: EasemobConnection,
  peers: readonly ImAccount[],
  expiry: number,
  withLastSeen = false,
): Promise<PresenceState[]> {
  const found = new Map<ImAccount, PresenceState>();
  for (const usernames of batches(peers, PRESENCE_BATCH)) {
    const result = await sdkCall(() => conn.subscribePresence({ usernames, expiry }));
    for (const entry of result.data?.result ?? []) {
      const online = isOnline(entry.status);
      const lastSeen = lastSeenOf(online, entry.last_time, withLastSeen);
      found.set(entry.uid, { imAccount: entry.uid, online, lastSeen });
    }
  }
  return peers.map(
    (imAccount) => found.get(imAccount) ?? { imAccount, online: false, lastSeen: null },
  );
}

export async function unsubscribePresence(conn: EasemobConnection, peers: readonly ImAccount[]) {
  for (const usernames of batches(peers, PRESENCE_BATCH)) {
    await sdkCall(() => conn.unsubscribePresence({ usernames }));
  }
}
