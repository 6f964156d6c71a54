/**
 * Machine translation of chat messages, dynamics and comments, between the chat languages of
 * /system/dialogue. Which service does it is chosen at start-up (createTranslator.ts); the domain
 * never knows which one answered, only whether the pair could be translated and whether it was.
 */
import type { components } from '@heartline/sdk/schema';

/** A chat (dialogue) language: DialogueLanguageCode of openapi.yaml. */
export type ChatLanguage = components['schemas']['DialogueLanguageCode'];

export interface Translator {
  /**
   * The name of the service that would translate this pair (kept with cached translations, so a
   * change of service never serves another's words), or null when no service here can. `from`
   * is null when the source language could not be told from the text.
   */
  serviceFor(from: ChatLanguage | null, to: ChatLanguage): string | null;
  /**
   * The text in `to`. Throws AlreadyInLanguage when the text turns out to be in `to` already,
   * UnsupportedPair when the service does not know a language; anything else it throws means the
   * service failed.
   */
  translate(text: string, from: ChatLanguage | null, to: ChatLanguage): Promise<string>;
}

/** The pair cannot be translated: not a failure of the service, and not worth retrying. */
export class UnsupportedPair extends Error {
  constructor(from: ChatLanguage | null, to: ChatLanguage) {
    super(`cannot translate ${from ?? 'unknown'} -> ${to}`);
    this.name = 'UnsupportedPair';
  }
}

/** The service found the text in the target language already: nothing to translate or charge. */
export class AlreadyInLanguage extends UnsupportedPair {
  constructor(to: ChatLanguage) {
    super(to, to);
    this.name = 'AlreadyInLanguage';
  }
}
