import type { ImAccount } from '@heartline/im';
import { describeError } from '../../../app/describeError';
import { serverSendsPaymentMessages } from '../../../chatConnection';
import { i18n } from '../../../i18n/i18n';
import { sdk } from '../../../sdk';
import { notify, notifyFailure } from '../../../stores/toasts';
import { payOnce, refusedForFunds, showInsufficientCoins } from '../../../stores/payment';
import { loadMe, session } from '../../../stores/session';
import { balanceChanged } from '../../account';
import { addPendingBubble, deliver } from './messages';
import { chat, conversationOf } from './state';

/** The product's red-packet presets, in gold coins. */
export const RED_PACKET_PRESETS = [10, 50, 100] as const;

function reasonOf(error: unknown) {
  const { title, description } = describeError(error);
  return description ?? title;
}

export function closeDialog() {
  if (chat.dialogPending) return;
  chat.dialog = null;
  chat.dialogError = null;
}

/** The gift catalogue and the free gifts left this month. */
export async function loadGiftOffers() {
  if (chat.giftsStatus === 'loading') return;
  chat.giftsStatus = 'loading';
  try {
    const catalogue = await sdk.gift.list();
    chat.gifts = catalogue.records;
    chat.freeGiftsLeft = catalogue.freeGiftsLeft;
    chat.giftsStatus = 'ready';
  } catch (error) {
    chat.giftsStatus = 'failed';
    chat.dialogError = i18n.t('chat:gift.loadFailed', { reason: reasonOf(error) });
  }
}

export function openGiftDialog() {
  chat.dialog = 'gift';
  chat.dialogError = null;
  void loadGiftOffers();
}

export function openRedPacketDialog() {
  chat.dialog = 'redPacket';
  chat.dialogError = null;
}

/** A payment failed: short of coins opens that dialog, anything else shows in the dialog. */
function paymentFailed(error: unknown, what: 'gift' | 'redPacket') {
  if (refusedForFunds(error, { what })) {
    chat.dialog = null;
    return;
  }
  chat.dialogError = i18n.t(`chat:${what}.failed`, { reason: reasonOf(error) });
}

/**
 * Gives a gift (free gifts first, then coins) and sends the gift message carrying its record:
 * the chat service checks the message against that record (gift, quantity, price) and stores the
 * record's values. A message that then fails to go keeps its retry; the gift is not paid again.
 * On Easemob the server sends the message itself (it arrives as one of mine).
 */
export async function giveGift(
  peer: ImAccount,
  { giftId, quantity }: { giftId: number; quantity: number },
) {
  const conversation = conversationOf(peer);
  const gift = chat.gifts.find((offer) => offer.id === giftId);
  const userId = conversation?.userId;
  if (!gift || !userId || chat.dialogPending) return;
  chat.dialogPending = true;
  chat.dialogError = null;
  try {
    // The same gift again after an answer that never came is the same payment (payOnce).
    const given = await payOnce(`gift:${userId}:${giftId}:${quantity}`, (options) =>
      sdk.gift.give({ userId, giftId, quantity }, options),
    );
    chat.freeGiftsLeft = given.freeGiftsLeft;
    chat.dialogPending = false;
    chat.dialog = null;
    balanceChanged();
    if (serverSendsPaymentMessages()) return;
    const ext = {
      url: gift.icon,
      note: gift.name,
      amount: gift.goldCoin,
      giftId,
      quantity: given.quantity,
      recordId: given.recordId,
    };
    const key = addPendingBubble(peer, {
      type: 'custom',
      customType: 'gift',
      msg: '',
      url: '',
      ext: { type: 'gift', ...ext },
    });
    await deliver(peer, key, () => ({ to: peer, type: 'custom', customType: 'gift', ext }));
  } catch (error) {
    chat.dialogPending = false;
    paymentFailed(error, 'gift');
  }
}

/**
 * Sends a red packet: the coins move to the peer at once (/pay/gold-coin-pay), then the
 * red-packet message carries the amount and the payment's record id, which the chat service
 * checks (and whose amount it shows). A positive whole amount only. On Easemob the server sends
 * the message itself (it arrives as one of mine).
 */
export async function sendRedPacket(
  peer: ImAccount,
  { amount, note }: { amount: number; note: string },
) {
  const userId = conversationOf(peer)?.userId;
  if (!userId || chat.dialogPending) return;
  if (!Number.isInteger(amount) || amount <= 0) return;
  if (amount > (session.me?.userAccountVo.goldCoin ?? 0)) {
    chat.dialog = null;
    showInsufficientCoins('coins', { what: 'redPacket' });
    return;
  }
  chat.dialogPending = true;
  chat.dialogError = null;
  try {
    // The same red packet again after an answer that never came is the same payment (payOnce).
    const paid = await payOnce(`redPacket:${JSON.stringify([userId, amount, note])}`, (options) =>
      sdk.wallet.pay(
        { purpose: 'redPacket', toUserId: userId, amount, ...(note ? { note } : {}) },
        options,
      ),
    );
    chat.dialogPending = false;
    chat.dialog = null;
    balanceChanged();
    if (serverSendsPaymentMessages()) return;
    // The payment's record: a red packet always has one, and the chat refuses one without.
    const ext = {
      amount,
      ...(note ? { note } : {}),
      ...(paid.recordId ? { recordId: paid.recordId } : {}),
    };
    const key = addPendingBubble(peer, {
      type: 'custom',
      customType: 'redPacket',
      msg: '',
      url: '',
      ext: { type: 'redPacket', ...ext },
    });
    await deliver(peer, key, () => ({
      to: peer,
      type: 'custom',
      customType: 'redPacket',
      ext,
    }));
  } catch (error) {
    chat.dialogPending = false;
    paymentFailed(error, 'redPacket');
  }
}

// Photos

export function showPreview(id: string | null) {
  chat.preview = id;
}

/**
 * Opens a burn-after-read image: marked read first, then shown 8 seconds from the address the
 * server gives for me (signed: on Easemob the message carries only the image's raw address).
 */
export async function viewBurnImage(id: string) {
  if (chat.burned[id] || chat.burning) return;
  try {
    const opened = await sdk.message.readBurnImage({ msgId: id });
    chat.burningUrl = opened.url;
    chat.burning = id;
  } catch (error) {
    notifyFailure(error, i18n.t('chat:burn.failed'));
  }
}

/** The burn-after-read image is gone: only its placeholder remains. */
export function burnDone() {
  if (chat.burning) chat.burned[chat.burning] = true;
  chat.burning = null;
  chat.burningUrl = null;
}

// The paid-photo and burn-image notices (members of gender 1 while their flag is 1)

const noticesShown = new Set<0 | 1>();

export function forgetNotices() {
  noticesShown.clear();
}

/** Shows the next notice this member should read, once a visit. */
export function showPaymentNotice() {
  const me = session.me;
  if (!me || me.gender !== 1 || chat.paymentNotice !== null) return;
  const next = ([0, 1] as const).find(
    (type) => !noticesShown.has(type) && (type === 0 ? me.isPayMsg : me.isBurnPayMsg) === 1,
  );
  if (next === undefined) return;
  noticesShown.add(next);
  chat.paymentNotice = next;
}

/**
 * Closing the notice, whichever way, dismisses it for good (spec: "closing it dismisses the
 * alert"): the server clears the flag, so it stays away after a reload and on other devices.
 */
export async function dismissPaymentNotice() {
  const alertType = chat.paymentNotice;
  if (alertType === null) return;
  chat.paymentNotice = null;
  try {
    await sdk.message.dismissPaymentNotice({ alertType });
    void loadMe();
  } catch (error) {
    notifyFailure(error, i18n.t('chat:notice.dismissFailed'));
  }
  showPaymentNotice();
}

/** The complaint form opens from the chat: the chat's dialogs show it. */
export function reportFromChat() {
  chat.reporting = true;
}

export function reportClosed() {
  chat.reporting = false;
}

/** A red packet was tapped: its coins moved when it was sent; this says how many. */
export function openedRedPacket(message: { ext: { amount?: number } }, own: boolean, name: string) {
  const amount = message.ext.amount ?? 0;
  notify({
    tone: 'info',
    title: own
      ? i18n.t('chat:redPacket.openedOwn', { amount, name })
      : i18n.t('chat:redPacket.openedPeer', { amount, name }),
  });
}
