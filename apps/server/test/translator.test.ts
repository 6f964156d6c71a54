/**
 * The translation providers: which one the configuration chooses, the pseudo-translator's plain
 * marking, Apertium on this machine (when installed), and DeepL and LibreTranslate mapped to
 * their HTTP APIs (answered here by msw, never the real services).
 */
import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { move } from '../src/ledger/ledger.ts';
import {
  ApertiumTranslator,
  apertiumInstalled,
} from '../src/providers/translation/ApertiumTranslator.ts';
import { createTranslator } from '../src/providers/translation/createTranslator.ts';
import { DeepLTranslator } from '../src/providers/translation/DeepLTranslator.ts';
import { LibreTranslateTranslator } from '../src/providers/translation/LibreTranslateTranslator.ts';
import { PseudoTranslator } from '../src/providers/translation/PseudoTranslator.ts';
import { AlreadyInLanguage, UnsupportedPair } from '../src/providers/translation/Translator.ts';
import { createTestApp } from './support/testApp.ts';
import { registerUser } from './support/users.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const configOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('choosing the translator (TRANSLATOR)', () => {
  it('auto: DeepL with a key, else LibreTranslate with a URL, else Apertium, else pseudo', () => {
    const yes = () => true;
    const no = () => false;
    expect(
      createTranslator(configOf({ DEEPL_AUTH_KEY: 'k:fx', LIBRETRANSLATE_URL: 'http://lt' }), yes),
    ).toBeInstanceOf(DeepLTranslator);
    expect(createTranslator(configOf({ LIBRETRANSLATE_URL: 'http://lt' }), yes)).toBeInstanceOf(
      LibreTranslateTranslator,
    );
    const local = createTranslator(configOf({}), yes);
    expect(local.serviceFor('en', 'es')).toBe('apertium');
    expect(local.serviceFor('es', 'en')).toBe('apertium');
    expect(local.serviceFor('zh', 'es')).toBe('pseudo');
    expect(local.serviceFor(null, 'es')).toBe('pseudo');
    expect(createTranslator(configOf({}), no)).toBeInstanceOf(PseudoTranslator);
  });

  it('a named service is used alone, and refuses to start without what it needs', () => {
    const apertium = createTranslator(configOf({ TRANSLATOR: 'apertium' }), () => true);
    expect(apertium.serviceFor('zh', 'es')).toBeNull();
    expect(
      createTranslator(configOf({ TRANSLATOR: 'pseudo', DEEPL_AUTH_KEY: 'k' })),
    ).toBeInstanceOf(PseudoTranslator);
    expect(() => createTranslator(configOf({ TRANSLATOR: 'deepl' }))).toThrow(ConfigError);
    expect(() => createTranslator(configOf({ TRANSLATOR: 'libretranslate' }))).toThrow(ConfigError);
    expect(() => createTranslator(configOf({ TRANSLATOR: 'apertium' }), () => false)).toThrow(
      /apertium-eng-spa/,
    );
    expect(() => configOf({ TRANSLATOR: 'google' })).toThrow(ConfigError);
  });
});

describe('the pseudo-translator', () => {
  it('marks its output plainly as a pseudo-translation into the target language', async () => {
    const pseudo = new PseudoTranslator();
    expect(await pseudo.translate('Hola', 'es', 'en')).toBe('[pseudo-translation → en] Hola');
  });
});

describe.skipIf(!apertiumInstalled())(
  'Apertium (apt-get install apertium apertium-eng-spa)',
  () => {
    const apertium = new ApertiumTranslator({ timeoutMs: 10_000 });

    it('translates English <-> Spanish, plain text without unknown-word marks', async () => {
      expect(await apertium.translate('Hello, my friend.', 'en', 'es')).toBe('Hola, mi amigo.');
      expect(await apertium.translate('¡Ven en abril!', 'es', 'en')).toMatch(/April/);
      expect(await apertium.translate('I love sevillanas', 'en', 'es')).not.toContain('*');
    });

    it('knows no other pair, and fails past its time-out', async () => {
      await expect(apertium.translate('Hallo', 'de', 'es')).rejects.toBeInstanceOf(UnsupportedPair);
      const hasty = new ApertiumTranslator({ timeoutMs: 1 });
      await expect(hasty.translate('Hello', 'en', 'es')).rejects.toThrow(/time-out/);
    });

    it('answers /translate/message in the automatic set-up', async () => {
      const app = await createTestApp({ TRANSLATOR: 'auto' });
      try {
        const [me, peer] = [await registerUser(app), await registerUser(app)];
        await app.services.db
          .transaction()
          .execute((trx) =>
            move(trx, { kind: 'recharge', userId: me.id, at: app.clock.now }, [
              { asset: 'character', from: 'house', to: { userId: me.id }, amount: 100 },
            ]),
          );
        const r = await app.call('POST', '/translate/message', {
          token: me.token,
          headers: { 'idempotency-key': randomUUID() },
          body: { message: 'Hello, my friend.', toLanguage: 'es', toUserImAccount: peer.imAccount },
        });
        expect(r.data).toMatchObject({ translation: 'Hola, mi amigo.', characters: 17 });
      } finally {
        await app.close();
      }
    });
  },
);

describe('DeepL', () => {
  it('sends the target as DeepL names it, with the key, and lets DeepL detect the source', async () => {
    const seen: URLSearchParams[] = [];
    const auth: (string | null)[] = [];
    server.use(
      http.post('https://api-free.deepl.com/v2/translate', async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        seen.push(form);
        auth.push(request.headers.get('authorization'));
        return HttpResponse.json({
          translations: [{ detected_source_language: 'DE', text: `<${form.get('target_lang')}>` }],
        });
      }),
    );
    const deepl = new DeepLTranslator({ authKey: 'secret:fx', timeoutMs: 5000 });
    expect(await deepl.translate('Hallo', 'de', 'zh')).toBe('<zh-HANS>');
    expect(await deepl.translate('Hallo', 'de', 'zh-TW')).toBe('<zh-HANT>');
    expect(await deepl.translate('Hallo', 'de', 'en')).toBe('<en-US>');
    expect(await deepl.translate('Hallo', 'de', 'pt')).toBe('<pt-BR>');
    expect(await deepl.translate('Hallo', null, 'ja')).toBe('<ja>');
    expect(seen[0]?.get('text')).toBe('Hallo');
    expect(seen.every((f) => !f.has('source_lang'))).toBe(true);
    expect(auth[0]).toBe('DeepL-Auth-Key secret:fx');
  });

  it('uses api.deepl.com for a paid key; a text already in the target cannot be translated', async () => {
    server.use(
      http.post('https://api.deepl.com/v2/translate', () =>
        HttpResponse.json({ translations: [{ detected_source_language: 'ES', text: 'Hola' }] }),
      ),
    );
    const deepl = new DeepLTranslator({ authKey: 'paid-key', timeoutMs: 5000 });
    await expect(deepl.translate('Hola', null, 'es')).rejects.toBeInstanceOf(AlreadyInLanguage);
    expect(await deepl.translate('Hola', 'en', 'es')).toBe('Hola');
  });

  it('fails when DeepL refuses (quota, key), not as an unsupported pair', async () => {
    server.use(
      http.post('https://api-free.deepl.com/v2/translate', () =>
        HttpResponse.json({ message: 'Quota exceeded' }, { status: 456 }),
      ),
    );
    const deepl = new DeepLTranslator({ authKey: 'secret:fx', timeoutMs: 5000 });
    const failure = await deepl.translate('Hallo', 'de', 'es').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(UnsupportedPair);
  });
});

describe('LibreTranslate', () => {
  const url = 'http://libretranslate.test/';
  const libre = (timeoutMs = 5000) =>
    new LibreTranslateTranslator({ url, apiKey: 'lt-key', timeoutMs });

  it('posts the text with source auto, its own Chinese codes and the API key', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('http://libretranslate.test/translate', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({
          translatedText: `<${String(body.target)}>`,
          detectedLanguage: { language: 'en', confidence: 90 },
        });
      }),
    );
    expect(await libre().translate('Hello', 'en', 'zh-TW')).toBe('<zt>');
    expect(await libre().translate('Hello', 'en', 'zh')).toBe('<zh>');
    expect(bodies[0]).toEqual({
      q: 'Hello',
      source: 'auto',
      target: 'zt',
      format: 'text',
      api_key: 'lt-key',
    });
    await expect(libre().translate('Hello', null, 'en')).rejects.toBeInstanceOf(AlreadyInLanguage);
  });

  it('reads "not supported" as an unsupported pair, and other errors and time-outs as failures', async () => {
    // The slow service answers only once the client has given up on it, however slow the machine.
    let answerLate = () => {};
    const late = new Promise<void>((resolve) => (answerLate = resolve));
    server.use(
      http.post('http://libretranslate.test/translate', async ({ request }) => {
        const body = (await request.json()) as { target: string };
        if (body.target === 'th')
          return HttpResponse.json({ error: 'th is not supported' }, { status: 400 });
        if (body.target === 'ko') {
          await late;
          return HttpResponse.json({ translatedText: 'late' });
        }
        return HttpResponse.json({ error: 'Invalid API key' }, { status: 403 });
      }),
    );
    await expect(libre().translate('Hello', 'en', 'th')).rejects.toBeInstanceOf(UnsupportedPair);
    const refused = await libre()
      .translate('Hello', 'en', 'de')
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).not.toBeInstanceOf(UnsupportedPair);
    await expect(libre(50).translate('Hello', 'en', 'ko')).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    answerLate();
  });
});
