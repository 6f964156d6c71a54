import type { ChatMessage, ImAccount, PresenceState } from '@heartline/im';
import { i18n } from '../../../i18n/i18n';
import { sdk } from '../../../sdk';
import { notify, notifyFailure } from '../../../stores/toasts';
import { loadUnreadCounts } from '../../../stores/unread';
import { askToBlock } from '../../block';
import { ownAccount, readyClient } from './client';
import { chat, conversationOf, emptyThread, type Conversation } from './state';

/** The spec's wait between opening the message view and fetching the session list. */
export const LIST_DELAY_MS = 2000;

/** Bumped by reset and each list load: a late answer of an older one changes nothing. */
let listCall = 0;
export function forgetListCalls() {
  listCall++;
}

/** A message as the session list previews it (openapi LastMessage). */
export function lastMessageOf(message: ChatMessage): NonNullable<Conversation['lastMessage']> {
  const preview = {
    id: message.id,
    msg: message.recalled ? i18n.t('chat:preview.recalled') : message.msg,
    type: message.type,
    time: message.time,
    lastTime: new Date(message.time).toISOString(),
  };
  return message.customType ? { ...preview, customType: message.customType } : preview;
}

/**
 * Loads the session list (customer service pinned first). Conversations started here that the
 * server does not list yet (no message so far) stay on it.
 */
export async function loadConversations() {
  const call = ++listCall;
  if (chat.listStatus !== 'ready') chat.listStatus = 'loading';
  try {
    const listed = await sdk.message.listConversations();
    if (call !== listCall) return;
    const known = new Set(listed.map((c) => c.imAccount));
    const local = chat.conversations.filter((c) => !known.has(c.imAccount));
    // An open conversation has been read here, whatever the server counted meanwhile.
    for (const c of listed) if (c.imAccount === chat.openPeer) c.unread_num = 0;
    chat.conversations = [...local, ...listed];
    chat.listStatus = 'ready';
    void followPresence(listed.filter((c) => !c.pinned).map((c) => c.imAccount));
  } catch (error) {
    if (call !== listCall) return;
    if (chat.listStatus !== 'ready') chat.listStatus = 'failed';
    notifyFailure(error, i18n.t('chat:errors.listFailed'));
  }
}

/** Online dots that follow the peers coming and going. */
async function followPresence(peers: ImAccount[]) {
  if (peers.length === 0) return;
  try {
    const client = await readyClient();
    const states = await client.subscribePresence(peers);
    for (const state of states) applyPresence(state);
  } catch {
    // The dots keep the list's answer; presence is a hint.
  }
}

export function applyPresence({ imAccount, online }: PresenceState) {
  const conversation = conversationOf(imAccount);
  if (conversation) conversation.onlineState = online ? 1 : 0;
}

/** Puts a conversation first (after customer service). */
function moveToTop(conversation: Conversation) {
  if (conversation.pinned) return;
  const others = chat.conversations.filter((c) => c !== conversation);
  const pinned = others.filter((c) => c.pinned).length;
  others.splice(pinned, 0, conversation);
  chat.conversations = others;
}

/**
 * A message was sent or received: the conversation shows it and moves up. An incoming message
 * of a conversation not shown counts as unread; one from someone not listed adds them.
 */
export async function touchConversation(
  peer: ImAccount,
  message: ChatMessage,
  { unread }: { unread: boolean },
) {
  let conversation = conversationOf(peer);
  if (!conversation) {
    const added = await conversationFor(peer);
    // Added meanwhile by another message, or the member logged out.
    conversation = conversationOf(peer);
    if (!conversation) {
      if (!added || ownAccount() === null) return;
      chat.conversations.push(added);
      conversation = conversationOf(peer)!;
    }
  }
  // The session list fetched meanwhile already shows (and counts) this message.
  if (conversation.lastMessage?.id === message.id) {
    moveToTop(conversation);
    return;
  }
  if (!conversation.lastMessage || conversation.lastMessage.time <= message.time) {
    conversation.lastMessage = lastMessageOf(message);
  }
  if (unread) conversation.unread_num += 1;
  moveToTop(conversation);
}

/** A new conversation's row from the peer's profile (not a friend until the list says so). */
async function conversationFor(peer: ImAccount): Promise<Conversation | null> {
  const me = ownAccount();
  if (!me) return null;
  try {
    const [user] = await sdk.user.listByImAccounts({ imAccounts: [peer] });
    if (!user) return null;
    return {
      channel_id: [me, peer].sort().join('_'),
      imAccount: peer,
      unread_num: 0,
      onlineState: user.online,
      userType: 3,
      friendRemarkName: null,
      nickname: user.nickname,
      avatar: user.avatar,
      vipLevel: user.vipLevel,
      userId: user.id,
      friendUserId: null,
      pinned: false,
      lastMessage: null,
    };
  } catch {
    // The list fetched next shows them.
    return null;
  }
}

/** Adds a conversation before its first message (a chat opened from a profile). */
export function addConversation(conversation: Conversation) {
  if (conversationOf(conversation.imAccount)) return;
  const pinned = chat.conversations.filter((c) => c.pinned).length;
  chat.conversations.splice(pinned, 0, conversation);
}

/** Everything from the peer is read: here, on the service, and on the side bar's badges. */
export async function markPeerRead(peer: ImAccount) {
  const conversation = conversationOf(peer);
  if (conversation) conversation.unread_num = 0;
  try {
    const client = await readyClient();
    await client.markRead(peer);
    void loadUnreadCounts();
  } catch {
    // Read again the next time the conversation opens.
  }
}

// Deleting (confirmed first)

export function askDelete(kind: 'conversation' | 'history', peer: ImAccount) {
  chat.confirm = { kind, peer };
}

export function cancelDelete() {
  if (!chat.confirmPending) chat.confirm = null;
}

/** Deletes the conversation (off the list until the next message) or only its history. */
export async function confirmDelete() {
  const asked = chat.confirm;
  if (!asked || chat.confirmPending) return;
  chat.confirmPending = true;
  try {
    const client = await readyClient();
    if (asked.kind === 'conversation') {
      await client.deleteConversation(asked.peer);
      chat.conversations = chat.conversations.filter((c) => c.imAccount !== asked.peer);
      delete chat.threads[asked.peer];
      if (chat.openPeer === asked.peer) chat.openPeer = null;
      notify({ tone: 'success', title: i18n.t('chat:delete.conversationDone') });
    } else {
      await client.clearHistory(asked.peer);
      chat.threads[asked.peer] = { ...emptyThread(), status: 'ready' };
      const conversation = conversationOf(asked.peer);
      if (conversation) conversation.lastMessage = null;
      notify({ tone: 'success', title: i18n.t('chat:delete.historyDone') });
    }
    chat.confirm = null;
    void loadUnreadCounts();
  } catch (error) {
    notifyFailure(
      error,
      i18n.t(
        asked.kind === 'conversation'
          ? 'chat:delete.conversationFailed'
          : 'chat:delete.historyFailed',
      ),
    );
  } finally {
    chat.confirmPending = false;
  }
}

/**
 * Blocks the member of a conversation once confirmed (BlockDialog): the conversation leaves the
 * list and closes; the server hides it for both and refuses chat between them.
 */
export async function blockPeer(peer: ImAccount) {
  const conversation = conversationOf(peer);
  if (!conversation?.userId || conversation.pinned) return;
  const nickname = conversation.friendRemarkName || conversation.nickname;
  if (!(await askToBlock({ userId: conversation.userId, nickname }))) return;
  chat.conversations = chat.conversations.filter((c) => c.imAccount !== peer);
  delete chat.threads[peer];
  if (chat.openPeer === peer) chat.openPeer = null;
}

/**
 * Saves the remark name of a friend ('' clears it). Rejects after saying why when the server
 * refused, so the name shown goes back.
 */
export async function saveRemark(peer: ImAccount, value: string) {
  const conversation = conversationOf(peer);
  const friendUserId = conversation?.friendUserId;
  if (!conversation || !friendUserId) return;
  try {
    const saved = await sdk.friend.setRemarkName({ friendUserId, friendRemarkName: value.trim() });
    conversation.friendRemarkName = saved.friendRemarkName;
  } catch (error) {
    notifyFailure(error, i18n.t('chat:remark.failed'));
    throw error;
  }
}
