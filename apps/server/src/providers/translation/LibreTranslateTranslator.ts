/**
 * LibreTranslate, the self-hostable open-source service, over its HTTP API (POST /translate) at
 * LIBRETRANSLATE_URL, with LIBRETRANSLATE_API_KEY when the instance asks for one. The source is
 * left to its detection ("auto"); Chinese is "zh" (simplified) and "zt" (traditional) there.
 */
import type { ChatLanguage, Translator } from './Translator.ts';
import { AlreadyInLanguage, UnsupportedPair } from './Translator.ts';

const codes: Partial<Record<ChatLanguage, string>> = { 'zh-TW': 'zt' };
const codeOf = (language: ChatLanguage) => codes[language] ?? language;

interface TranslateAnswer {
  translatedText?: unknown;
  detectedLanguage?: { language?: string };
  error?: string;
}

export class LibreTranslateTranslator implements Translator {
  private readonly url: string;
  private readonly apiKey: string | undefined;
  private readonly timeoutMs: number;

  constructor(options: { url: string; apiKey?: string; timeoutMs: number }) {
    this.url = options.url.replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.timeoutMs = options.timeoutMs;
  }

  serviceFor(): string {
    return 'libretranslate';
  }

  async translate(text: string, from: ChatLanguage | null, to: ChatLanguage): Promise<string> {
    const response = await fetch(`${this.url}/translate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        q: text,
        source: 'auto',
        target: codeOf(to),
        format: 'text',
        ...(this.apiKey ? { api_key: this.apiKey } : {}),
      }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const answer = (await response.json().catch(() => ({}))) as TranslateAnswer;
    // 400 "... is not supported": a language this instance has no model for.
    if (response.status === 400 && /not supported/i.test(answer.error ?? '')) {
      throw new UnsupportedPair(from, to);
    }
    if (!response.ok || typeof answer.translatedText !== 'string') {
      throw new Error(`LibreTranslate answered ${response.status}: ${answer.error ?? 'no text'}`);
    }
    if (from === null && answer.detectedLanguage?.language === codeOf(to)) {
      throw new AlreadyInLanguage(to);
    }
    return answer.translatedText;
  }
}
