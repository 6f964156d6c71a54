import {
  ChatError,
  RECALL_LIMIT_MS,
  RecallTooLateError,
  SendRefusedError,
  TEXT_MAX_LENGTH,
  newClientId,
  type ChatMessage,
  type ImAccount,
  type MessageExt,
  type ReadReceipt,
  type RecallNotice,
  type SendRequest,
} from '@heartline/im';
import { ApiError } from '@heartline/sdk';
import { i18n } from '../../../i18n/i18n';
import { notify, notifyFailure } from '../../../stores/toasts';
import { refusedForFunds } from '../../../stores/payment';
import { playMessageSound } from '../../../stores/messageSound';
import { balanceChanged } from '../../account';
import { ownAccount, readyClient } from './client';
import { lastMessageOf, touchConversation } from './conversations';
import { askToConfirm, forgetFirstMessageCare, isFirstMessageFlagged } from './firstMessageCare';
import { chat, conversationOf, threadOf, type Bubble, type Thread } from './state';

/** A failure already told to the member (an upload): the bubble only turns to "not sent". */
export class ToldFailure extends Error {}

/**
 * What a message needs before it can go: an upload, a translation, a payment already made (then
 * the request is ready at once).
 */
type Prepare = () => SendRequest | Promise<SendRequest>;

/** The retry of each bubble that did not go, by key. */
const retries = new Map<string, () => Promise<void>>();
/** Peers whose first message may have cost a coin this session (new-friend chat). */
const chargedPeers = new Set<ImAccount>();

export function forgetPending() {
  retries.clear();
  chargedPeers.clear();
  forgetFirstMessageCare();
}

function findBubble(peer: ImAccount, key: string): Bubble | undefined {
  return chat.threads[peer]?.bubbles.find((bubble) => bubble.key === key);
}

/** Shows an own message at once, as "sending", and answers its key (its client id). */
export function addPendingBubble(
  peer: ImAccount,
  content: Pick<ChatMessage, 'type' | 'customType' | 'msg' | 'url'> & { ext?: Partial<MessageExt> },
): string {
  const clientId = newClientId();
  const me = ownAccount() ?? '';
  const message: ChatMessage = {
    id: clientId,
    clientId,
    from: me,
    to: peer,
    type: content.type,
    customType: content.customType,
    msg: content.msg,
    url: content.url,
    time: Date.now(),
    chatType: 'singleChat',
    ext: { platform: 'Web', brand: '', ...content.ext },
    read: false,
    delivered: false,
    recalled: false,
  };
  threadOf(peer).bubbles.push({ key: clientId, message, status: 'sending' });
  return clientId;
}

/** Changes what a pending bubble shows (the translation, the uploaded photo). */
export function updatePending(
  peer: ImAccount,
  key: string,
  change: (message: ChatMessage) => void,
) {
  const bubble = findBubble(peer, key);
  if (bubble) change(bubble.message);
}

/**
 * Sends the message of a pending bubble: prepares it, sends it with the bubble's key as client
 * id (a retry is stored once), and puts the stored message in its place. A failure leaves the
 * bubble "not sent" with its retry; coins or translation running out opens that dialog.
 */
export async function deliver(peer: ImAccount, key: string, prepare: Prepare): Promise<void> {
  const attempt = () => deliver(peer, key, prepare);
  retries.set(key, attempt);
  const pending = findBubble(peer, key);
  if (pending) pending.status = 'sending';
  let request: SendRequest | null = null;
  try {
    request = await prepare();
    const client = await readyClient();
    const ack = await client.send({ ...request, clientId: key });
    retries.delete(key);
    const bubble = findBubble(peer, key);
    if (bubble) {
      if (bubble.message.url.startsWith('blob:')) URL.revokeObjectURL(bubble.message.url);
      if (bubble.message.ext.url?.startsWith('blob:')) URL.revokeObjectURL(bubble.message.ext.url);
      bubble.message = ack.message;
      bubble.status = 'sent';
    }
    await touchConversation(peer, ack.message, { unread: false });
    const conversation = conversationOf(peer);
    if (conversation && conversation.userType === 3 && !chargedPeers.has(peer)) {
      chargedPeers.add(peer);
      balanceChanged();
    }
  } catch (error) {
    const bubble = findBubble(peer, key);
    if (bubble && request && isFirstMessageFlagged(error)) {
      const confirmed: SendRequest = { ...request, ext: { ...request.ext, confirmed: true } };
      retries.delete(key);
      askToConfirm(peer, key, error.message, () => deliver(peer, key, () => confirmed));
      return;
    }
    if (bubble) bubble.status = 'failed';
    reportSendFailure(error);
  }
}

/** Says why a message did not go: short of coins or translation opens that dialog. */
export function reportSendFailure(error: unknown) {
  if (error instanceof ToldFailure) return;
  const refused = error instanceof SendRefusedError || error instanceof ApiError;
  if (refused && refusedForFunds(error, { what: 'message' })) return;
  if (error instanceof SendRefusedError) {
    notify({ tone: 'error', title: error.message });
    return;
  }
  if (error instanceof ChatError && error.kind === 'notConnected') {
    notify({ tone: 'error', title: i18n.t('chat:errors.notConnected') });
    return;
  }
  notifyFailure(error, i18n.t('chat:errors.sendFailed'));
}

/** The retry button of a bubble that did not go. */
export function retry(key: string) {
  const attempt = retries.get(key);
  if (attempt) void attempt();
}

/** The text is sendable: not blank, at most 1000 characters (spec section 5). */
export function isSendableText(text: string) {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= TEXT_MAX_LENGTH;
}

// History

const byTime = (a: Bubble, b: Bubble) => a.message.time - b.message.time;

/** The first page of history (20, newest), keeping what arrived meanwhile and pending bubbles. */
export async function loadHistory(peer: ImAccount) {
  const thread = threadOf(peer);
  if (thread.status === 'loading') return;
  thread.status = 'loading';
  try {
    const client = await readyClient();
    const page = await client.history(peer, null);
    const loaded = page.messages
      .slice()
      .reverse()
      .map((message): Bubble => ({ key: message.id, message, status: 'sent' }));
    const ids = new Set(loaded.map((bubble) => bubble.message.id));
    const later = thread.bubbles.filter((bubble) => !ids.has(bubble.message.id));
    thread.bubbles = [...loaded, ...later.sort(byTime)];
    thread.cursor = page.cursor;
    thread.status = 'ready';
  } catch (error) {
    thread.status = 'failed';
    notifyFailure(error, i18n.t('chat:errors.historyFailed'));
  }
}

/** The next 20 older messages, when the reader scrolls to the top. */
/** Each peer's fetch of an older page in flight: a second caller waits for the same one. */
const olderLoads = new Map<ImAccount, Promise<boolean>>();

/** Fetches the next older page; whether it came (false on failure or when there is none). */
export function loadOlder(peer: ImAccount): Promise<boolean> {
  const inFlight = olderLoads.get(peer);
  if (inFlight) return inFlight;
  const thread = chat.threads[peer];
  if (!thread || thread.status !== 'ready' || !thread.cursor) return Promise.resolve(false);
  const load = fetchOlder(peer, thread).finally(() => olderLoads.delete(peer));
  olderLoads.set(peer, load);
  return load;
}

async function fetchOlder(peer: ImAccount, thread: Thread): Promise<boolean> {
  thread.loadingOlder = true;
  try {
    const client = await readyClient();
    const page = await client.history(peer, thread.cursor);
    const ids = new Set(thread.bubbles.map((bubble) => bubble.message.id));
    const older = page.messages
      .filter((message) => !ids.has(message.id))
      .reverse()
      .map((message): Bubble => ({ key: message.id, message, status: 'sent' }));
    thread.bubbles = [...older, ...thread.bubbles];
    thread.cursor = page.cursor;
    return true;
  } catch (error) {
    notifyFailure(error, i18n.t('chat:errors.historyFailed'));
    return false;
  } finally {
    thread.loadingOlder = false;
  }
}

// Incoming events (spec section 4)

/** A message arrived: appended to its history; the conversation shows it, unread unless open. */
export function receiveMessage(message: ChatMessage, { open }: { open: boolean }) {
  const me = ownAccount();
  if (!me) return;
  const mine = message.from === me;
  const peer = mine ? message.to : message.from;
  const thread = chat.threads[peer];
  if (thread) {
    const shown = thread.bubbles.map((bubble) => bubble.message);
    // A payment's message sent again: shown, counted and paid once already.
    if (shown.some((m) => m.id !== message.id && samePayment(m, message))) return;
    const known = thread.bubbles.some(
      (bubble) => bubble.message.id === message.id || bubble.key === message.clientId,
    );
    if (!known) thread.bubbles.push({ key: message.id, message, status: 'sent' });
  }
  void touchConversation(peer, message, { unread: !mine && !open });
  // A chime when the tab is in the background, unless the conversation is muted.
  if (!mine && document.visibilityState === 'hidden' && !conversationOf(peer)?.muted) {
    playMessageSound();
  }
  // A red packet's coins reached me when the sender paid it; its message is how I learn of it.
  // (A gift's coins go to the house, not to me.)
  if (!mine && message.customType === 'redPacket') balanceChanged();
}

/**
 * Two messages of one payment: a payment has one message, which the server may send twice
 * (Easemob's outbox resends one it could not confirm): shown once.
 */
function samePayment(a: ChatMessage, b: ChatMessage): boolean {
  const money = (m: ChatMessage) => m.customType === 'redPacket' || m.customType === 'gift';
  return (
    money(a) &&
    a.customType === b.customType &&
    a.from === b.from &&
    a.ext.recordId !== undefined &&
    a.ext.recordId === b.ext.recordId
  );
}

/** The sender recalled a message: only the notice remains, in the history and the preview. */
export function applyRecall({ id, from, to }: RecallNotice) {
  const me = ownAccount();
  const peer = from === me ? to : from;
  const bubble = chat.threads[peer]?.bubbles.find((b) => b.message.id === id);
  if (bubble) markRecalled(bubble.message);
  const conversation = conversationOf(peer);
  if (bubble && conversation?.lastMessage?.id === id) {
    conversation.lastMessage = lastMessageOf(bubble.message);
  }
}

function markRecalled(message: ChatMessage) {
  message.recalled = true;
  message.msg = '';
  message.url = '';
  message.ext = { platform: message.ext.platform, brand: message.ext.brand };
}

/** The peer read my messages: their receipts turn to "Read" (shown to SVIP senders). */
export function applyReadReceipt({ by, ids, all }: ReadReceipt) {
  const me = ownAccount();
  const read = new Set(ids);
  for (const bubble of chat.threads[by]?.bubbles ?? []) {
    if (bubble.message.from === me && (all || read.has(bubble.message.id))) {
      bubble.message.read = true;
    }
  }
}

// Recall

/** An own message can still be recalled (2 minutes after it was sent). */
export function canRecall(message: Pick<ChatMessage, 'time'>, now: number) {
  return now - message.time < RECALL_LIMIT_MS;
}

/** Takes back an own message; after the limit it fails with the spec's message. */
export async function recall(peer: ImAccount, id: string) {
  const bubble = chat.threads[peer]?.bubbles.find((b) => b.message.id === id);
  if (!bubble || bubble.status !== 'sent') return;
  if (!canRecall(bubble.message, Date.now())) {
    notify({ tone: 'error', title: i18n.t('chat:recall.tooLate') });
    return;
  }
  try {
    const client = await readyClient();
    await client.recall({ id, to: peer });
    applyRecall({ id, from: bubble.message.from, to: peer });
    notify({ tone: 'success', title: i18n.t('chat:recall.done') });
  } catch (error) {
    if (error instanceof RecallTooLateError) {
      notify({ tone: 'error', title: i18n.t('chat:recall.tooLate') });
    } else {
      notifyFailure(error, i18n.t('chat:recall.failed'));
    }
  }
}
