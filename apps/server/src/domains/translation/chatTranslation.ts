/**
 * Translating chat messages: one the caller is about to send (/translate/message), whose record
 * id travels with the message, and one the caller received (/translate/tranlate-chat-message),
 * paid once per caller, message and language.
 */
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import { notFound } from '../../http/AppError.ts';
import type { Language } from '../../i18n/languages.ts';
import type { ChatLanguage } from '../../providers/translation/Translator.ts';
import type { Services } from '../../services.ts';
import { invalidField } from '../../http/fieldError.ts';
import { translateAndCharge, type PayingCall } from './paidTranslation.ts';
import { findUserByImAccount } from './queries.ts';

/** The chat language of an interface language: zh-CN is the chat's zh, the others are the same. */
export function chatLanguageOf(language: Language): ChatLanguage {
  return language === 'zh-CN' ? 'zh' : language;
}

async function userByImAccount(db: Db, imAccount: string, withCancelled: boolean) {
  const row = await findUserByImAccount(db, imAccount, withCancelled);
  if (!row) throw notFound();
  return row;
}

function trimmedOr400(text: string, field: string, language: Language): string {
  const trimmed = text.trim();
  if (!trimmed) throw invalidField(language, field);
  return trimmed;
}

export async function translateOutgoingMessage(
  services: Services,
  me: User,
  call: PayingCall,
  input: { message: string; toLanguage: ChatLanguage; toUserImAccount: string },
  language: Language,
) {
  const paid = await translateAndCharge(services, me, call, async () => {
    const text = trimmedOr400(input.message, 'message', language);
    // A cancelled account receives no messages: no reason to translate one for it.
    const recipient = await userByImAccount(services.db, input.toUserImAccount, false);
    return { kind: 'message', targetId: String(recipient.id), text, to: input.toLanguage };
  });
  return {
    translation: paid.translation,
    translateRecordId: paid.recordId,
    characters: paid.characters,
    charged: paid.charged,
    userAccountVo: paid.userAccountVo,
  };
}

export async function translateReceivedMessage(
  services: Services,
  me: User,
  call: PayingCall,
  input: { targetId: string; content: string; fromId: string; toLanguage?: ChatLanguage },
  language: Language,
) {
  const paid = await translateAndCharge(services, me, call, async () => {
    const text = trimmedOr400(input.content, 'content', language);
    // The history keeps the messages of a sender who cancelled since: they may still be read.
    await userByImAccount(services.db, input.fromId, true);
    return {
      kind: 'chatMessage',
      targetId: input.targetId,
      text,
      to: input.toLanguage ?? chatLanguageOf(language),
      oncePerTarget: true,
    };
  });
  return {
    translateContent: paid.translation,
    translateRecordId: paid.recordId,
    characters: paid.characters,
    charged: paid.charged,
    userAccountVo: paid.userAccountVo,
  };
}
