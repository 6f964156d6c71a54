/**
 * Getting a text translated, before anyone is charged: the source language is told from the
 * text (contentLanguage.ts), a text in the target language already (as the detector
 * is sure, or as the service finds) or a pair no service here translates answers 1702, the cache
 * answers when it can, and otherwise the configured service does; its failure answers 1701.
 * Every refusal here comes before the charge, so none of them costs the caller anything.
 */
import { AppError } from '../../http/AppError.ts';
import {
  AlreadyInLanguage,
  UnsupportedPair,
  type ChatLanguage,
} from '../../providers/translation/Translator.ts';
import type { Services } from '../../services.ts';
import { guessLanguage } from './contentLanguage.ts';
import { cachedTranslation, keepTranslation } from './queries.ts';

export interface MachineTranslation {
  translation: string;
  /** The source language as detected; null when the text did not tell. */
  from: ChatLanguage | null;
}

const cannotTranslate = () => new AppError(1702);

/**
 * TRANSLATOR=off: nothing can be translated, which the member is told in those words (1702);
 * neither translations nor translation packages are sold.
 */
export function refuseWhenTranslationOff(services: Pick<Services, 'config'>): void {
  if (services.config.TRANSLATOR === 'off') {
    throw new AppError(1702, { key: 'translation.off' });
  }
}
// Still the contract's 1702 (the pair to -> to cannot be translated), said in plain words.
const alreadyInLanguage = () => new AppError(1702, { key: 'translation.alreadyInLanguage' });

/** `text` (trimmed, not blank) in `to`. */
export async function machineTranslate(
  services: Services,
  text: string,
  to: ChatLanguage,
): Promise<MachineTranslation> {
  const { db, translator, log } = services;
  refuseWhenTranslationOff(services);
  const guess = guessLanguage(text);
  if (guess.language === to && guess.sure) throw alreadyInLanguage();
  // A guess equal to the target that is not sure proves nothing: the source is left unknown and
  // the service, which may detect better, decides.
  const from = guess.language === to ? null : guess.language;
  const service = translator.serviceFor(from, to);
  if (!service) throw cannotTranslate();

  const key = { text, from, to, service };
  const cached = await cachedTranslation(db, key);
  if (cached !== undefined) return { translation: cached, from };

  let translation: string;
  try {
    translation = (await translator.translate(text, from, to)).trim();
  } catch (error) {
    if (error instanceof AlreadyInLanguage) throw alreadyInLanguage();
    if (error instanceof UnsupportedPair) throw cannotTranslate();
    log.warn({ err: error, service, from, to }, 'translation service failed');
    throw new AppError(1701);
  }
  // An empty answer is no translation: not kept, not charged.
  if (!translation) throw new AppError(1701);
  await keepTranslation(db, key, translation, services.now());
  return { translation, from };
}
