import type { ChatMessage, ConversationNotice, ImAccount, PresenceState } from '@heartline/im';
import { i18n } from '../../../i18n/i18n';
import { sdk } from '../../../sdk';
import { isNetworkFailure, noteFailure, noteReached } from '../../../stores/network';
import { notify, notifyFailure } from '../../../stores/toasts';
import { loadUnreadCounts } from '../../../stores/unread';
import { askToBlock } from '../../block';
import { ownAccount, readyClient } from './client';
import { considerPushOffer } from './push';
import { savedList, saveList } from './savedList';
import { chat, conversationOf, emptyThread, type Conversation } from './state';

/** The spec's wait between opening the message view and fetching the session list. */
export const LIST_DELAY_MS = 2000;

/** Bumped by reset and each list load: a late answer of an older one changes nothing. */
let listCall = 0;
export function forgetListCalls() {
  listCall++;
  listedLast.clear();
  arrivals = null;
}

/**
 * The newest message of each conversation as the last session list showed it: a message no
 * newer was counted by that list already (one replayed after a reconnection, the answer having
 * come first), so it is not counted twice.
 */
const listedLast = new Map<ImAccount, { id: string; time: number }>();
/**
 * The messages that arrived while the session list was on its way: its answer may not count them
 * yet (asked before they came), so they are counted again on it.
 */
type Arrival = { peer: ImAccount; message: ChatMessage; unread: boolean };
let arrivals: Arrival[] | null = null;

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
 * server does not list yet (no message so far) stay on it. The list is kept on the device for
 * the member; without a network, the one kept is shown instead (and the layout says offline).
 */
export async function loadConversations() {
  const call = ++listCall;
  const arrived: Arrival[] = [];
  arrivals = arrived;
  if (chat.listStatus !== 'ready') chat.listStatus = 'loading';
  try {
    const listed = await sdk.message.listConversations();
    if (call !== listCall) return;
    arrivals = null;
    const known = new Set(listed.map((c) => c.imAccount));
    const local = chat.conversations.filter((c) => !known.has(c.imAccount));
    // An open conversation in view has been read here, whatever the server counted meanwhile (a
    // hidden tab reads nothing: what came meanwhile is still unread, as the badges say).
    const shown = document.visibilityState === 'visible' ? chat.openPeer : null;
    for (const c of listed) if (c.imAccount === shown) c.unread_num = 0;
    chat.conversations = [...local, ...listed];
    listedLast.clear();
    for (const c of listed) if (c.lastMessage) listedLast.set(c.imAccount, c.lastMessage);
    for (const { peer, message, unread } of arrived) {
      // A row kept from here (the answer does not list it yet) counted its arrivals already.
      if (!known.has(peer)) continue;
      const conversation = conversationOf(peer);
      if (conversation) showMessage(conversation, message, { unread });
    }
    chat.listStatus = 'ready';
    chat.listSavedAt = null;
    noteReached();
    considerPushOffer();
    saveList(listed);
    void followPresence(listed.filter((c) => c.userType !== 2).map((c) => c.imAccount));
  } catch (error) {
    if (call !== listCall) return;
    arrivals = null;
    noteFailure(error);
    if (isNetworkFailure(error) && showSavedList()) return;
    if (chat.listStatus !== 'ready') chat.listStatus = 'failed';
    notifyFailure(error, i18n.t('chat:errors.listFailed'));
  }
}

/**
 * Offline: the list last seen by this member on this device, when no fresher one is on screen.
 * Whether a list is shown.
 */
function showSavedList(): boolean {
  if (chat.listStatus === 'ready') return true;
  const saved = savedList();
  if (!saved) return false;
  const known = new Set(saved.conversations.map((c) => c.imAccount));
  const local = chat.conversations.filter((c) => !known.has(c.imAccount));
  // Who is online is not known offline: no dot rather than an old one.
  const kept = saved.conversations.map((c) => ({ ...c, onlineState: 0 as const }));
  chat.conversations = [...local, ...kept];
  chat.listStatus = 'ready';
  chat.listSavedAt = saved.savedAt;
  return true;
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

export function applyPresence({ imAccount, online, lastSeen }: PresenceState) {
  const conversation = conversationOf(imAccount);
  if (conversation) conversation.onlineState = online ? 1 : 0;
  if (lastSeen === null) delete chat.lastSeen[imAccount];
  else chat.lastSeen[imAccount] = lastSeen;
}

/** Puts a conversation first after the pinned ones; a pinned one keeps its place. */
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
  arrivals?.push({ peer, message, unread });
  showMessage(conversation, message, { unread });
}

function showMessage(
  conversation: Conversation,
  message: ChatMessage,
  { unread }: { unread: boolean },
) {
  // The session list fetched meanwhile already shows (and counts) this message.
  const listed = listedLast.get(conversation.imAccount);
  if (
    conversation.lastMessage?.id === message.id ||
    (listed && (listed.id === message.id || message.time < listed.time))
  ) {
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
      muted: false,
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

/** The conversation was read in another tab of this browser: read here too. */
export function applyConversationRead({ peer }: ConversationNotice) {
  const conversation = conversationOf(peer);
  if (conversation) conversation.unread_num = 0;
}

/** The conversation was deleted (here or in another tab): off the list until the next message. */
export function applyConversationDeleted({ peer }: ConversationNotice) {
  chat.conversations = chat.conversations.filter((c) => c.imAccount !== peer);
  delete chat.threads[peer];
  if (chat.openPeer === peer) chat.openPeer = null;
}

/** The conversation's history was cleared (here or in another tab); it stays listed. */
export function applyHistoryCleared({ peer }: ConversationNotice) {
  chat.threads[peer] = { ...emptyThread(), status: 'ready' };
  const conversation = conversationOf(peer);
  if (conversation) conversation.lastMessage = null;
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
      applyConversationDeleted(asked);
      notify({ tone: 'success', title: i18n.t('chat:delete.conversationDone') });
    } else {
      await client.clearHistory(asked.peer);
      applyHistoryCleared(asked);
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
  if (!conversation?.userId || conversation.userType === 2) return;
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
