/**
 * One paid translation, whatever was translated: the text is translated first, outside any
 * database transaction (a slow service holds no lock and a failed one charges nothing), then,
 * once per Idempotency-Key, the caller is charged and a translate record kept, in one
 * transaction that answers with the wallet after the charge.
 */
import type { components } from '@heartline/sdk/schema';
import type { TranslatedKind } from '../../db/schema/translation.ts';
import type { User } from '../../db/tables.ts';
import { once } from '../../ledger/once.ts';
import type { ChatLanguage } from '../../providers/translation/Translator.ts';
import type { Services } from '../../services.ts';
import { toUserAccountVo } from '../user/views.ts';
import {
  chargeTranslation,
  countCharacters,
  noCharge,
  type TranslationCharge,
} from './charging.ts';
import { machineTranslate, type MachineTranslation } from './machineTranslation.ts';
import { findFirstRecord, findUser, insertTranslateRecord, lockWallet } from './queries.ts';

export interface TranslationOrder {
  kind: TranslatedKind;
  targetId: string;
  /** The source text, trimmed and not blank. */
  text: string;
  to: ChatLanguage;
  /**
   * Charged once per caller, target and language (a received chat message): asking again
   * answers the first translation and charges nothing.
   */
  oncePerTarget?: boolean;
}

/** The paying call, for its Idempotency-Key: the operation's path, the key and the body. */
export interface PayingCall {
  operation: string;
  key: string;
  params: unknown;
}

export interface PaidTranslation {
  recordId: number;
  translation: string;
  characters: number;
  charged: TranslationCharge;
  userAccountVo: components['schemas']['UserAccountVo'];
}

/**
 * `prepare` finds what to translate (and answers 404 or 400 for what cannot be); it runs only
 * when the Idempotency-Key has no answer yet, so a retry gets the first answer even when the
 * message's recipient or the dynamic has gone since, and a key reused otherwise answers 409
 * before anything is translated.
 */
export async function translateAndCharge(
  services: Services,
  me: User,
  call: PayingCall,
  prepare: () => Promise<TranslationOrder>,
): Promise<PaidTranslation> {
  const answered = await firstAnswer<PaidTranslation>(services, me, call);
  if (answered) return answered;
  const order = await prepare();
  const earlier = order.oncePerTarget
    ? await findFirstRecord(services.db, me.id, order)
    : undefined;
  const translated: MachineTranslation = earlier
    ? { translation: earlier.translation, from: earlier.from_language as ChatLanguage | null }
    : await machineTranslate(services, order.text, order.to);

  return once(services, { userId: me.id, ...call }, async (trx) => {
    const now = services.now();
    const wallet = await lockWallet(trx, me.id);
    // Looked at again under the wallet's lock: a concurrent request may have paid it meanwhile.
    const first = order.oncePerTarget ? await findFirstRecord(trx, me.id, order) : undefined;
    if (first) {
      return {
        recordId: first.id,
        translation: first.translation,
        characters: first.characters,
        charged: noCharge,
        userAccountVo: toUserAccountVo(wallet, now),
      };
    }
    const characters = countCharacters(order.text);
    const { charged, transactionId } = await chargeTranslation(trx, wallet, characters, now);
    const id = await insertTranslateRecord(trx, {
      userId: me.id,
      kind: order.kind,
      targetId: order.targetId,
      sourceText: order.text,
      translation: translated.translation,
      from: translated.from,
      to: order.to,
      characters,
      charged,
      transactionId,
      at: now,
    });
    const after = await findUser(trx, me.id);
    return {
      recordId: id,
      translation: translated.translation,
      characters,
      charged,
      userAccountVo: toUserAccountVo(after, now),
    };
  });
}

/** Thrown to leave `once` untouched when the key has no answer yet. */
class NotAnsweredYet extends Error {}

/**
 * The stored answer of this Idempotency-Key (409 when it was used with other parameters), or
 * undefined for a new key: `once` either answers from the key, or runs the call, which here
 * rolls back at once and leaves the key unclaimed.
 */
async function firstAnswer<T>(
  services: Services,
  me: User,
  call: PayingCall,
): Promise<T | undefined> {
  try {
    return await once<T>(services, { userId: me.id, ...call }, () => {
      throw new NotAnsweredYet();
    });
  } catch (error) {
    if (error instanceof NotAnsweredYet) return undefined;
    throw error;
  }
}
