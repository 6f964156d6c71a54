import type { ImAccount } from '@heartline/im';
import { ApiError, ErrorCodes, type Schema } from '@heartline/sdk';
import { i18n } from '../../../i18n/i18n';
import { isAcceptedImage } from '../../../images/prepareImage';
import { uploadImage } from '../../../images/uploadImage';
import { sdk } from '../../../sdk';
import { notify, notifyFailure } from '../../../stores/toasts';
import { isTranslationAvailable } from '../../../stores/translationAvailability';
import { payOnce, refusedForFunds } from '../../../stores/payment';
import { balanceChanged } from '../../account';
import { ownAccount } from './client';
import { clearDraft } from './drafts';
import { memberSent } from './typing';
import { addPendingBubble, deliver, isSendableText, ToldFailure, updatePending } from './messages';
import { cancelReply } from './replies';
import { chat, threadOf, type MessageReply } from './state';

/** Sends a text (trimmed; blank or over 1000 characters is not sent), translated when chosen. */
export function sendText(peer: ImAccount, text: string) {
  if (!isSendableText(text)) return;
  clearDraft(peer);
  memberSent(peer);
  const msg = text.trim();
  // A language chosen before the server switched translation off is not asked for.
  const language = isTranslationAvailable() ? (chat.languages[peer] ?? '') : '';
  const reply = takeReply(peer);
  const key = addPendingBubble(peer, { type: 'txt', customType: null, msg, url: '', ext: reply });
  let translated: { translation: string; translateRecordId: number } | null = null;
  let untranslatable = false;
  return deliver(peer, key, async () => {
    if (language && !translated && !untranslatable) {
      try {
        // One payment per message: its retry after a lost answer is charged once (payOnce).
        const answer = await payOnce(`messageTranslation:${key}`, (options) =>
          sdk.translation.translateMessage(
            {
              message: msg,
              toLanguage: language as Schema<'DialogueLanguageCode'>,
              toUserImAccount: peer,
            },
            options,
          ),
        );
        translated = {
          translation: answer.translation,
          translateRecordId: answer.translateRecordId,
        };
        updatePending(peer, key, (message) => {
          message.ext.translation = answer.translation;
        });
        balanceChanged();
      } catch (error) {
        // Already in the chosen language (written in the peer's language), or a pair the service
        // cannot translate: nothing was charged, and the message goes as written.
        if (!(error instanceof ApiError && error.code === ErrorCodes.untranslatable)) throw error;
        untranslatable = true;
      }
    }
    return { to: peer, type: 'txt', msg, ext: { ...reply, ...translated } };
  });
}

/**
 * Sends a photo (purpose chat) or a burn-after-read image (purpose burn): shown at once from the
 * file, uploaded with its progress under the message box, then sent.
 */
export function sendImage(peer: ImAccount, file: File, { burn }: { burn: boolean }) {
  if (!isAcceptedImage(file)) {
    notify({ tone: 'error', title: i18n.t('images.wrongType') });
    return;
  }
  const local = URL.createObjectURL(file);
  const reply = takeReply(peer);
  const key = burn
    ? addPendingBubble(peer, {
        type: 'custom',
        customType: 'burn',
        msg: '',
        url: '',
        ext: { type: 'burn', burn_url: local },
      })
    : addPendingBubble(peer, { type: 'img', customType: null, msg: '', url: local, ext: reply });
  let uploaded: string | null = null;
  return deliver(peer, key, async () => {
    if (!uploaded) {
      const thread = threadOf(peer);
      thread.upload = 0;
      thread.uploadKind = 'photo';
      try {
        const image = await uploadImage(file, {
          purpose: burn ? 'burn' : 'chat',
          onProgress: (fraction) => {
            thread.upload = fraction;
          },
        });
        if (!image) throw new ToldFailure();
        uploaded = image.url;
      } finally {
        thread.upload = null;
      }
    }
    return burn
      ? { to: peer, type: 'custom', customType: 'burn', ext: { burn_url: uploaded } }
      : { to: peer, type: 'img', url: uploaded, ext: reply };
  });
}

/** The quote the member chose for their next message (ext.reply), taken off the bar. */
function takeReply(peer: ImAccount): { reply: MessageReply } | undefined {
  const reply = chat.threads[peer]?.replyTo;
  if (!reply) return undefined;
  cancelReply(peer);
  return { reply: { ...reply } };
}

// Translation languages, remembered per pair (from, to, lang) in localStorage (spec section 3)

const languagesKey = 'heartline.chatLanguages';
type Remembered = { form: string; to: string; lang: string };

function remembered(): Remembered[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(languagesKey) ?? '[]');
    return Array.isArray(value) ? (value as Remembered[]) : [];
  } catch {
    return [];
  }
}

/** The language chosen for the conversation with the peer, read once from localStorage. */
export function recallLanguage(peer: ImAccount) {
  if (peer in chat.languages) return;
  const me = ownAccount();
  const entry = remembered().find((pair) => pair.form === me && pair.to === peer);
  chat.languages[peer] = entry?.lang ?? '';
}

/** Chooses the translation language of the conversation ('' none) and remembers it. */
export function chooseLanguage(peer: ImAccount, lang: string) {
  chat.languages[peer] = lang;
  const me = ownAccount();
  if (!me) return;
  const others = remembered().filter((pair) => !(pair.form === me && pair.to === peer));
  try {
    localStorage.setItem(languagesKey, JSON.stringify([...others, { form: me, to: peer, lang }]));
  } catch {
    // Chosen for this visit only.
  }
}

/** The chat languages of the selector (/system/dialogue), in the interface language. */
export async function loadChatLanguages() {
  try {
    const languages = await sdk.system.listDialogueLanguages();
    chat.chatLanguages = languages.map(({ code, language }) => ({ code, name: language }));
  } catch (error) {
    notifyFailure(error, i18n.t('chat:errors.languagesFailed'));
  }
}

// Received messages, translated on demand into the interface language

const translating = new Set<string>();

/** Translates one received text message; its bubble then shows the translation. */
async function translateReceived(peer: ImAccount, id: string) {
  const bubble = chat.threads[peer]?.bubbles.find((b) => b.message.id === id);
  if (!bubble || translating.has(id)) return true;
  const { message } = bubble;
  if (message.type !== 'txt' || message.recalled || message.ext.translation || !message.msg) {
    return true;
  }
  translating.add(id);
  try {
    // Charged once per message, however often a lost answer is retried (payOnce).
    const answer = await payOnce(`receivedTranslation:${id}`, (options) =>
      sdk.translation.translateReceived(
        { targetId: id, content: message.msg, fromId: peer },
        options,
      ),
    );
    message.ext.translation = answer.translateContent;
    return true;
  } catch (error) {
    chat.translatingReceived[peer] = false;
    if (!refusedForFunds(error, { what: 'translation' })) {
      notifyFailure(error, i18n.t('chat:translate.failed'));
    }
    return false;
  } finally {
    translating.delete(id);
  }
}

/**
 * Turns on or off the translation of the peer's messages: when on, each received text shown
 * (and each one that arrives) is translated into the interface language, charged once each.
 */
export async function setTranslateReceived(peer: ImAccount, on: boolean) {
  chat.translatingReceived[peer] = on;
  if (!on) return;
  const me = ownAccount();
  const ids = (chat.threads[peer]?.bubbles ?? [])
    .filter((b) => b.message.from !== me && b.message.type === 'txt' && !b.message.ext.translation)
    .map((b) => b.message.id);
  for (const id of ids) {
    if (!chat.translatingReceived[peer]) return;
    if (!(await translateReceived(peer, id))) return;
  }
  balanceChanged();
}

/** A message arrived while its conversation translates: translate it too. */
export async function translateIncoming(peer: ImAccount, id: string) {
  if (!chat.translatingReceived[peer] || !isTranslationAvailable()) return;
  if (await translateReceived(peer, id)) balanceChanged();
}
