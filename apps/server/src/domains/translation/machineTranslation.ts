/**
 * Getting a text translated, before anyone is charged: the source language is told from the
 * text (the dynamic domain's detector), a text plainly in the target language already or a pair
 * no service here translates answers 1702, the cache answers when it can, and otherwise the
 * configured service does; its failure answers 1701.
 */
import { AppError } from '../../http/AppError.ts';
import { UnsupportedPair, type ChatLanguage } from '../../providers/translation/Translator.ts';
import type { Services } from '../../services.ts';
import { detectLanguage } from '../dynamic/contentLanguage.ts';
import { cachedTranslation, keepTranslation } from './translationCache.ts';

export interface MachineTranslation {
  translation: string;
  /** The source language as detected; null when the text did not tell. */
  from: ChatLanguage | null;
}

const cannotTranslate = () => new AppError(1702);

/**
 * Languages the detector guesses from a few frequent words (German "es" is also a Spanish word):
 * such a guess never refuses a text as "already in the target language" on its own; the
 * service, which detects better, decides. A writing system (Han, kana, Hangul, Cyrillic...) does.
 */
const guessedFromWords = new Set<ChatLanguage>(['en', 'es', 'de', 'fr', 'pt', 'it', 'id']);

/** `text` (trimmed, not blank) in `to`. */
export async function machineTranslate(
  services: Services,
  text: string,
  to: ChatLanguage,
): Promise<MachineTranslation> {
  const { db, translator, log } = services;
  const guess = detectLanguage(text);
  if (guess === to && !guessedFromWords.has(guess)) throw cannotTranslate();
  // A word-list guess equal to the target proves nothing: the source is then left unknown.
  const from = guess === to ? null : guess;
  const service = translator.serviceFor(from, to);
  if (!service) throw cannotTranslate();

  const key = { text, from, to, service };
  const cached = await cachedTranslation(db, key);
  if (cached !== undefined) return { translation: cached, from };

  let translation: string;
  try {
    translation = (await translator.translate(text, from, to)).trim();
  } catch (error) {
    if (error instanceof UnsupportedPair) throw cannotTranslate();
    log.warn({ err: error, service, from, to }, 'translation service failed');
    throw new AppError(1701);
  }
  // An empty answer is no translation: not kept, not charged.
  if (!translation) throw new AppError(1701);
  await keepTranslation(db, key, translation, services.now());
  return { translation, from };
}
