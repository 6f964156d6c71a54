/**
 * The embedded stand-in for a translation service: it translates nothing. Its output says so in
 * plain sight ("[pseudo-translation → es] ..."), so nobody takes it for a real translation, while
 * the paid flows (charging, records, caching) run exactly as with a real service.
 */
import type { ChatLanguage, Translator } from './Translator.ts';

export const pseudoTranslation = (text: string, to: ChatLanguage) =>
  `[pseudo-translation → ${to}] ${text}`;

export class PseudoTranslator implements Translator {
  serviceFor(): string {
    return 'pseudo';
  }

  translate(text: string, _from: ChatLanguage | null, to: ChatLanguage): Promise<string> {
    return Promise.resolve(pseudoTranslation(text, to));
  }
}
