/**
 * The translator of this server, chosen at start-up by TRANSLATOR:
 * - auto (the default): DeepL when DEEPL_AUTH_KEY is set, else LibreTranslate when
 *   LIBRETRANSLATE_URL is set, else Apertium for English <-> Spanish when it is installed (the
 *   pseudo-translator for the other pairs), else the pseudo-translator;
 * - deepl, libretranslate, apertium: that service alone (its missing pairs cannot be
 *   translated), refusing to start without what it needs;
 * - pseudo: the marked stand-in, for development and tests;
 * - off: none; no pair can be translated (machineTranslation.ts says translation is off).
 *
 * Production refuses pseudo, and auto without DeepL or LibreTranslate (config.ts).
 */
import { ConfigError, type Config } from '../../config.ts';
import { ApertiumTranslator, apertiumInstalled } from './ApertiumTranslator.ts';
import { DeepLTranslator } from './DeepLTranslator.ts';
import { LibreTranslateTranslator } from './LibreTranslateTranslator.ts';
import { PairRouter } from './PairRouter.ts';
import { PseudoTranslator } from './PseudoTranslator.ts';
import type { Translator } from './Translator.ts';

type TranslatorConfig = Pick<
  Config,
  | 'TRANSLATOR'
  | 'DEEPL_AUTH_KEY'
  | 'LIBRETRANSLATE_URL'
  | 'LIBRETRANSLATE_API_KEY'
  | 'TRANSLATION_TIMEOUT_MS'
>;

export function createTranslator(
  config: TranslatorConfig,
  installed: () => boolean = apertiumInstalled,
): Translator {
  const timeoutMs = config.TRANSLATION_TIMEOUT_MS;
  const deepl = () => {
    if (!config.DEEPL_AUTH_KEY) throw new ConfigError('TRANSLATOR=deepl needs DEEPL_AUTH_KEY');
    return new DeepLTranslator({ authKey: config.DEEPL_AUTH_KEY, timeoutMs });
  };
  const libre = () => {
    if (!config.LIBRETRANSLATE_URL)
      throw new ConfigError('TRANSLATOR=libretranslate needs LIBRETRANSLATE_URL');
    return new LibreTranslateTranslator({
      url: config.LIBRETRANSLATE_URL,
      apiKey: config.LIBRETRANSLATE_API_KEY,
      timeoutMs,
    });
  };
  const apertium = () => new ApertiumTranslator({ timeoutMs });

  switch (config.TRANSLATOR) {
    case 'deepl':
      return deepl();
    case 'libretranslate':
      return libre();
    case 'apertium':
      if (!installed()) {
        throw new ConfigError(
          'TRANSLATOR=apertium needs the apertium command and apertium-eng-spa (apt-get install apertium apertium-eng-spa)',
        );
      }
      // Apertium alone: the pairs it lacks answer "cannot be translated".
      return apertium();
    case 'pseudo':
      return new PseudoTranslator();
    case 'off':
      return { serviceFor: () => null, translate: () => Promise.reject(new Error('off')) };
    case 'auto':
      if (config.DEEPL_AUTH_KEY) return deepl();
      if (config.LIBRETRANSLATE_URL) return libre();
      return installed()
        ? new PairRouter([apertium(), new PseudoTranslator()])
        : new PseudoTranslator();
  }
}
