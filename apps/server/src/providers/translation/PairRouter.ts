/**
 * Several translators as one: each pair goes to the first that can translate it. The automatic
 * set-up without a paid service uses it to send English <-> Spanish to Apertium and the rest to
 * the pseudo-translator.
 */
import type { ChatLanguage, Translator } from './Translator.ts';
import { UnsupportedPair } from './Translator.ts';

export class PairRouter implements Translator {
  private readonly translators: Translator[];

  constructor(translators: Translator[]) {
    this.translators = translators;
  }

  serviceFor(from: ChatLanguage | null, to: ChatLanguage): string | null {
    return this.pick(from, to)?.serviceFor(from, to) ?? null;
  }

  async translate(text: string, from: ChatLanguage | null, to: ChatLanguage): Promise<string> {
    const translator = this.pick(from, to);
    if (!translator) throw new UnsupportedPair(from, to);
    return translator.translate(text, from, to);
  }

  private pick(from: ChatLanguage | null, to: ChatLanguage): Translator | undefined {
    return this.translators.find((t) => t.serviceFor(from, to) !== null);
  }
}
