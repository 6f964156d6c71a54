/**
 * Easemob's pre-send callback (发送前回调): before delivering a message a client sent, Easemob asks
 * us, and delivers it only when we answer `{ valid: true }`. The rules are the local gateway's
 * (gateway/sendMessages.ts), through the same functions:
 * - customer service passes, whatever it sends;
 * - one-to-one chat only, and only the messages packages/im sends (callbackMessage.ts);
 * - no money-looking message from a client (a red packet, a gift, or an ext.amount, recordId,
 *   giftId or quantity): in Easemob mode the server alone sends those, through the REST API,
 *   once the payment is made, and REST messages never come through this callback;
 * - pictures are the sender's own uploads, a voice message's recording too (checkImages);
 * - a reply quotes a message of the pair as it was sent (replyMatches, under the check `block`);
 * - the first message of a pair who are not friends costs the sender NEW_FRIEND_CHAT_PRICE, once
 *   per pair (chargeNewFriendChat); a sender who cannot pay is refused with code 105, which the
 *   app turns into the insufficient-coins dialog.
 *
 * Answer (https://doc.easemob.com/document/server-side/callback_presending.html, "响应字段说明"):
 * HTTP 200 with `valid` (required), and `code`, a string the sender's SDK reports as the error
 * when the rule's 消息拦截报错时显示 is set to 报错. Our `code` is the JSON `{"code", "message"}`
 * that packages/im's Easemob client reads as a refusal (mapping.ts toRefusal: 105 and 106 open
 * the insufficient-coins dialog, other codes show the message). We never send `payload` (the
 * message unchanged). The answer must stay under 1,000 characters.
 *
 * Time: Easemob waits 等待响应时间 (200 ms by default, configurable in the rule) and then applies
 * the rule's own 调用失败时默认策略 (pass or block) without retrying; a missing or malformed
 * `valid` is handled the same way (same page, and
 * https://doc.easemob.com/product/console/basic_webhook.html). So we answer within our own
 * budget (`budgetMs`, to be set below the rule's wait minus the network's time) and decide
 * ourselves what our failure means, check by check:
 * - money-looking messages: refused with no database at all, so never by a failure of ours;
 * - pictures: FAIL-CLOSED. An unchecked address may be another site's (which learns who opened
 *   the chat) or another member's private upload, and a stored message is what grants viewing
 *   a chat image (domains/chat/burnImages.ts): letting one through cannot be undone, while a
 *   refused picture can simply be sent again.
 * - the new-friend price: FAIL-OPEN. The worst is one coin not charged now, and the pair still
 *   owes it: the next message of either side is charged (once per pair). Closing would stop
 *   every new conversation whenever the database is slow. When the budget runs out while the
 *   charge runs, the charge still commits or rolls back on its own, and either way agrees with a
 *   delivered message.
 * - a block between the two, and first-message care (issue 18; both under the check `block`):
 *   FAIL-OPEN, refused with 1505 to the blocker, 1506 to the blocked one, and 1507 ("Are you
 *   sure?") before a flagged first message, when answered in time. Closing would stop every
 *   message, not only the rare blocked pair's, whenever the database is slow; the blocked pair's
 *   conversation is already gone from both session lists, so a message let through in a stall
 *   reaches only a recipient who still has the chat open.
 * A check that failed closed is abandoned: the charge after it is not made (the message is not
 * delivered). For the rule's own fallback (our server down or slower than the rule's wait), see
 * callbacks.ts.
 */
import { blockBetween } from '../../../db/blocks.ts';
import { screenFirstMessages } from '../../../domains/chat/firstMessage/firstMessageCare.ts';
import type { User } from '../../../db/tables.ts';
import { isValidMessage, type NewChatMessage } from '../../../domains/chat/messageStore.ts';
import { pairKey } from '../../../domains/chat/pairs.ts';
import { chargeNewFriendChat } from '../../../domains/pay/newFriendChat.ts';
import { listActiveUsersByImAccounts } from '../../../domains/user/queries.ts';
import type { ChatParties } from '../../../gateway/chatParties.ts';
import { toNewChatMessage } from '../../../gateway/sendMessages.ts';
import { checkImages } from '../../../gateway/imageMessages.ts';
import { replyMatches } from '../../../gateway/replyMessages.ts';
import { AppError } from '../../../http/AppError.ts';
import { isLanguage, type Language } from '../../../i18n/languages.ts';
import { t } from '../../../i18n/translate.ts';
import type { Services } from '../../../services.ts';
import { bodyOf, looksLikeMoney, toOutgoing, type Callback } from './callbackMessage.ts';

export interface PreSendAnswer {
  valid: boolean;
  /** JSON `{code, message}`: what the sender's app shows (only with valid false). */
  code?: string;
}

/** The checks that need the database, and what our failure in each one answers. */
export type PreSendCheck = 'block' | 'images' | 'fee';
const failsClosed: Record<PreSendCheck, boolean> = { block: false, images: true, fee: false };

/** Test hooks: run before each check, to make it fail or stall. */
export interface PreSendFaults {
  beforeCheck?: (check: PreSendCheck) => Promise<void> | void;
}

export interface PreSendOptions {
  budgetMs: number;
  faults?: PreSendFaults;
}

const pass: PreSendAnswer = { valid: true };

/** Thrown inside an abandoned check's transaction, so that nothing after it is written. */
class Abandoned extends Error {}

interface Refusal {
  code: number;
  message: string;
}

function refused({ code, message }: Refusal): PreSendAnswer {
  // Well under Easemob's 1,000 characters, whatever the language.
  return { valid: false, code: JSON.stringify({ code, message: message.slice(0, 300) }) };
}

const inLanguage = (error: AppError, language: Language): Refusal => ({
  code: error.code,
  message: t(language, error.key, error.params),
});

/** Our own failure in a check that fails closed. */
const unchecked = () => new AppError(503, { key: 'chat.checkUnavailable' });

/** How long a refusal decided before the database checks waits for the sender's language. */
const LANGUAGE_WAIT_MS = 50;

export class PreSend {
  private readonly services: Services;
  private readonly parties: ChatParties;
  private readonly options: PreSendOptions;
  /** Checks still running after their answer was given (they settle on their own). */
  private readonly late = new Set<Promise<unknown>>();

  constructor(services: Services, parties: ChatParties, options: PreSendOptions) {
    this.services = services;
    this.parties = parties;
    this.options = options;
  }

  /** Resolves once no check runs any more (tests, and a closing server). */
  async settled(): Promise<void> {
    while (this.late.size > 0) await Promise.allSettled([...this.late]);
  }

  async decide(callback: Callback): Promise<PreSendAnswer> {
    const { from } = callback;
    if (this.parties.isService(from)) return pass;
    // Asked at once, for a refusal decided before the database checks: in the sender's
    // interface language when it answers in time, in English otherwise.
    const language = this.senderLanguage(from);
    const badFrame = new AppError(400, { key: 'chat.badFrame' });
    // The app has one-to-one chats only: a group would chat free of every rule.
    if (callback.chatType !== 'chat') return refused(inLanguage(badFrame, await language));
    const read = bodyOf(callback.payload);
    if (read && looksLikeMoney(read)) {
      const unpaid = new AppError(403, { key: 'chat.unpaidMoneyMessage' });
      return refused(inLanguage(unpaid, await language));
    }
    const outgoing = toOutgoing(callback);
    const message = outgoing && toNewChatMessage(from, outgoing, new Date(callback.timestampMs));
    if (!message || !isValidMessage(message)) {
      return refused(inLanguage(badFrame, await language));
    }
    return this.withinBudget(message, language);
  }

  /** The sender's interface language, or English after LANGUAGE_WAIT_MS or on any failure. */
  private senderLanguage(imAccount: string): Promise<Language> {
    const lookup = listActiveUsersByImAccounts(this.services.db, [imAccount]).then(
      ([user]) => (user && isLanguage(user.language) ? user.language : 'en'),
      () => 'en' as const,
    );
    const late = new Promise<Language>((resolve) => {
      setTimeout(() => resolve('en'), LANGUAGE_WAIT_MS).unref();
    });
    return Promise.race([lookup, late]);
  }

  /** Runs the database checks, answering within the budget whatever happens to them. */
  private async withinBudget(
    message: NewChatMessage,
    language: Promise<Language>,
  ): Promise<PreSendAnswer> {
    const pending = new Set<PreSendCheck>(['block', 'fee']);
    if (message.url || message.ext.burn_url || message.ext.url || message.customType === 'voice') {
      pending.add('images');
    }
    const state = { closed: false };
    const work = this.check(message, pending, state).then(
      (answer) => ({ ok: true as const, answer }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    let timer: NodeJS.Timeout | undefined;
    const overrun = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.options.budgetMs);
    });
    const first = await Promise.race([work, overrun]);
    clearTimeout(timer);
    if (first?.ok) return first.answer;

    // Our failure, or the budget ran out: the checks not passed yet decide.
    const closed = [...pending].some((check) => failsClosed[check]);
    state.closed = closed;
    const { log } = this.services;
    const context = {
      from: message.from,
      to: message.to,
      msgId: message.clientMsgId,
      pending: [...pending],
    };
    if (first) log.error({ ...context, err: first.error }, 'easemob pre-send: a check failed');
    else {
      log.warn({ ...context, budgetMs: this.options.budgetMs }, 'easemob pre-send: over budget');
      const late = work.then((outcome) => {
        if (!outcome.ok && !(outcome.error instanceof Abandoned)) {
          log.error({ ...context, err: outcome.error }, 'easemob pre-send: a late check failed');
        }
      });
      this.late.add(late);
      void late.finally(() => this.late.delete(late));
    }
    return closed ? refused(inLanguage(unchecked(), await language)) : pass;
  }

  /**
   * The checks, in one transaction: the parties, their pictures, then the price (last, so that
   * nothing is charged for a message refused). A refusal rolls everything back.
   */
  private async check(
    message: NewChatMessage,
    pending: Set<PreSendCheck>,
    state: { closed: boolean },
  ): Promise<PreSendAnswer> {
    const { services, parties } = this;
    const faults = this.options.faults;
    let language: Language = 'en';
    try {
      const charge = await services.db.transaction().execute(async (trx) => {
        const users = await listActiveUsersByImAccounts(trx, [message.from, message.to]);
        const sender = users.find((u) => u.im_account === message.from);
        if (!sender) throw new AppError(403);
        if (isLanguage(sender.language)) language = sender.language;
        const toService = parties.isService(message.to);
        const recipient: User | undefined = users.find((u) => u.im_account === message.to);
        if (!toService && !recipient) throw new AppError(404, { key: 'chat.noRecipient' });
        if (pending.has('block')) {
          await faults?.beforeCheck?.('block');
          if (recipient) {
            const block = await blockBetween(trx, sender.id, recipient.id);
            if (block.mine) throw new AppError(1505);
            if (block.theirs) throw new AppError(1506);
            // First-message care: "Are you sure?" once before a flagged first text. Easemob
            // delivers the message as the client sent it (this callback cannot change it), so
            // the recipient's live copy carries no flags on Easemob (README, Chat on Easemob).
            const [flags] = (
              await screenFirstMessages(
                trx,
                [{ ...message, msg: message.msg ?? '', betweenMembers: true }],
                message.at,
              )
            ).values();
            if (flags && message.ext.confirmed !== true) throw new AppError(1507);
          }
          // A reply quotes a message of this pair as it was sent (the callback cannot rewrite it).
          await replyMatches(trx, services, message);
          pending.delete('block');
        }

        if (pending.has('images')) {
          await faults?.beforeCheck?.('images');
          await checkImages(trx, services.config, message, sender);
          pending.delete('images');
        }
        const pair = pairKey(message.from, message.to);
        if (toService || !recipient || parties.settled(pair)) return null;
        await faults?.beforeCheck?.('fee');
        if (state.closed) throw new Abandoned();
        return { pair, ...(await chargeNewFriendChat(trx, services, sender, recipient)) };
      });
      pending.delete('fee');
      if (charge) {
        if (charge.status === 'free') parties.markFriends(charge.pair);
        else parties.markPaid(charge.pair);
      }
      return pass;
    } catch (error) {
      // A refusal (105 included) is a decision, not a failure: it stands whatever the budget.
      if (!(error instanceof AppError)) throw error;
      pending.clear();
      return refused(inLanguage(error, language));
    }
  }
}
