/**
 * Pact consumer contract of the system domain: the reference lists, open to anonymous users and
 * named in the caller's interface language, and the probes of a load balancer (liveness,
 * readiness).
 *
 * Provider states introduced here: none. The lists are server configuration and need no state.
 */
import { describe, expect, it } from 'vitest';
import { createSdk } from '../../src';
import { M, heartlinePact, requestHeaders, sdkAt, success } from './harness';

const pact = heartlinePact();

const languagePattern = '^(zh-CN|zh-TW|en|de|ru|ko|ja|es)$';
const dialoguePattern = '^(en|zh|zh-TW|es|ja|ko|de|ru|fr|pt|it|ar|th|vi|id)$';

/** Anonymous request headers in one interface language. */
const headersIn = (language: string) => ({ ...requestHeaders(false), language });

/** The real SDK, logged out, speaking `language` (sdkAt speaks English). */
const sdkIn = (baseUrl: string, language: string) =>
  createSdk({ baseUrl, brand: 'Chrome', getLanguage: () => language });

describe('system contract', () => {
  it('lists the hobbies in the interface language', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the hobbies in German')
      .withRequest('GET', '/system/hobby', (b) => b.headers(headersIn('de')))
      .willRespondWith(200, (b) =>
        b.jsonBody(success(M.atLeastOneLike({ id: M.integer(1), name: M.string('Reisen') }, 3))),
      )
      .executeTest(async (server) => {
        const hobbies = await sdkIn(server.url, 'de').system.listHobbies();
        expect(hobbies.length).toBeGreaterThan(0);
        expect(hobbies[0]).toEqual({ id: 1, name: 'Reisen' });
      });
  });

  it('lists the interface languages, each named in itself', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the interface languages in their own names')
      .withRequest('GET', '/system/language', (b) => b.headers(requestHeaders(false)))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            M.atLeastOneLike(
              { code: M.regex(languagePattern, 'zh-CN'), language: M.string('简体中文') },
              8,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const languages = await sdkAt(server.url, false).system.listLanguages();
        expect(languages[0]).toEqual({ code: 'zh-CN', language: '简体中文' });
      });
  });

  it('lists the interface languages named in `lang`', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the interface languages named in English')
      .withRequest('GET', '/system/language', (b) =>
        b.headers(requestHeaders(false)).query({ lang: 'en' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            M.atLeastOneLike(
              {
                code: M.regex(languagePattern, 'zh-CN'),
                language: M.string('Simplified Chinese'),
              },
              8,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const languages = await sdkAt(server.url, false).system.listLanguages({ lang: 'en' });
        expect(languages.map((l) => l.code)).toContain('zh-CN');
        expect(languages[0]?.language).toBe('Simplified Chinese');
      });
  });

  it('lists the chat languages named in the interface language', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the chat languages in Korean')
      .withRequest('GET', '/system/dialogue', (b) => b.headers(headersIn('ko')))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            M.atLeastOneLike(
              { code: M.regex(dialoguePattern, 'en'), language: M.string('영어') },
              15,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const languages = await sdkIn(server.url, 'ko').system.listDialogueLanguages();
        expect(languages[0]).toEqual({ code: 'en', language: '영어' });
      });
  });

  it('lists the heights in cm', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the height options')
      .withRequest('GET', '/system/height', (b) => b.headers(requestHeaders(false)))
      .willRespondWith(200, (b) => b.jsonBody(success(M.atLeastOneLike(M.integer(140), 3))))
      .executeTest(async (server) => {
        const heights = await sdkAt(server.url, false).system.listHeights();
        expect(heights.every((h) => Number.isInteger(h))).toBe(true);
        expect(heights[0]).toBe(140);
      });
  });

  it('lists the weights in kg', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the weight options')
      .withRequest('GET', '/system/weight', (b) => b.headers(requestHeaders(false)))
      .willRespondWith(200, (b) => b.jsonBody(success(M.atLeastOneLike(M.integer(40), 3))))
      .executeTest(async (server) => {
        const weights = await sdkAt(server.url, false).system.listWeights();
        expect(weights[0]).toBe(40);
      });
  });

  it('lists the regions named in the interface language', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the regions in Russian')
      .withRequest('GET', '/system/region', (b) => b.headers(headersIn('ru')))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            M.atLeastOneLike({ code: M.regex('^[A-Z]{2}$', 'DE'), name: M.string('Германия') }, 3),
          ),
        ),
      )
      .executeTest(async (server) => {
        const regions = await sdkIn(server.url, 'ru').system.listRegions();
        expect(regions[0]).toEqual({ code: 'DE', name: 'Германия' });
      });
  });

  it('lists the occupation suggestions in the interface language', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the occupations in Spanish')
      .withRequest('GET', '/system/occupation', (b) => b.headers(headersIn('es')))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(M.atLeastOneLike({ id: M.integer(1), name: M.string('Estudiante') }, 3)),
        ),
      )
      .executeTest(async (server) => {
        const occupations = await sdkIn(server.url, 'es').system.listOccupations();
        expect(occupations[0]).toEqual({ id: 1, name: 'Estudiante' });
      });
  });

  it('tells which chat service runs', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the chat service')
      .withRequest('GET', '/system/chat-service')
      .willRespondWith(200, (b) => b.jsonBody(success({ provider: 'local', gateway: '/api/im' })))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url, false).system.getChatService()).resolves.toEqual({
          provider: 'local',
          gateway: '/api/im',
        });
      });
  });

  it('checks liveness', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a liveness probe')
      .withRequest('GET', '/health')
      .willRespondWith(200, (b) => b.jsonBody(success({ status: 'ok' })))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url, false).system.checkHealth()).resolves.toEqual({
          status: 'ok',
        });
      });
  });

  it('checks readiness', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a readiness probe to a server that takes traffic')
      .withRequest('GET', '/ready')
      .willRespondWith(200, (b) => b.jsonBody(success({ ready: true })))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url, false).system.checkReadiness()).resolves.toEqual({
          ready: true,
        });
      });
  });
});
