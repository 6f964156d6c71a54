/**
 * DeepL through its official client (deepl-node), with DEEPL_AUTH_KEY. A free account's key
 * (ending ":fx") talks to api-free.deepl.com, a paid one to api.deepl.com: the client picks.
 * DeepL detects the source language itself, better than the server's guess from the writing
 * system and a few words, so only the target is sent.
 */
import * as deepl from 'deepl-node';
import type { ChatLanguage, Translator } from './Translator.ts';
import { AlreadyInLanguage } from './Translator.ts';

/** DeepL's target code of each chat language (English and Portuguese need a variant). */
const targets: Record<ChatLanguage, deepl.TargetLanguageCode> = {
  en: 'en-US',
  zh: 'zh-HANS',
  'zh-TW': 'zh-HANT',
  es: 'es',
  ja: 'ja',
  ko: 'ko',
  de: 'de',
  ru: 'ru',
  fr: 'fr',
  pt: 'pt-BR',
  it: 'it',
  ar: 'ar',
  th: 'th',
  vi: 'vi',
  id: 'id',
};

export class DeepLTranslator implements Translator {
  private readonly client: deepl.Translator;

  constructor(options: { authKey: string; timeoutMs: number; serverUrl?: string }) {
    this.client = new deepl.Translator(options.authKey, {
      serverUrl: options.serverUrl,
      // A chat waits for the answer: one quick retry of a passing fault, not five slow ones.
      maxRetries: 1,
      minTimeout: options.timeoutMs,
      sendPlatformInfo: false,
    });
  }

  serviceFor(): string {
    return 'deepl';
  }

  async translate(text: string, from: ChatLanguage | null, to: ChatLanguage): Promise<string> {
    const result = await this.client.translateText(text, null, targets[to]);
    // Told nothing, DeepL found the text in the target language already: nothing to translate.
    if (from === null && result.detectedSourceLang === targets[to].split('-')[0]) {
      throw new AlreadyInLanguage(to);
    }
    return result.text;
  }
}
