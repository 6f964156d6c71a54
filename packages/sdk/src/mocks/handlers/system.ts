import type { HttpHandler } from 'msw';
import {
  dialogueLanguages,
  heights,
  hobbies,
  interfaceLanguages,
  languageOf,
  occupations,
  regions,
  weights,
} from '../fixtures/system';
import { interfaceLanguageCodes } from '../../languages';
import { ok, type MockHttp, type MockOptions } from '../http';

/**
 * The reference lists, named in the language of the `language` header (English by default), and
 * the probes.
 */
export function systemHandlers(http: MockHttp, _options: MockOptions): HttpHandler[] {
  const languageHeader = (request: Request) => languageOf(request.headers.get('language'));
  return [
    http.get('/system/hobby', ({ request, response }) =>
      response(200).json(ok(hobbies(languageHeader(request)))),
    ),

    http.get('/system/language', ({ query, response }) => {
      const lang = query.get('lang');
      if (lang !== null && !interfaceLanguageCodes.includes(lang)) {
        return response(400).json({
          code: 400,
          msg: `lang: must be one of ${interfaceLanguageCodes.join(', ')}`,
          data: null,
        });
      }
      return response(200).json(ok(interfaceLanguages(lang ?? undefined)));
    }),

    http.get('/system/dialogue', ({ request, response }) =>
      response(200).json(ok(dialogueLanguages(languageHeader(request)))),
    ),

    http.get('/system/height', ({ response }) => response(200).json(ok([...heights]))),

    http.get('/system/weight', ({ response }) => response(200).json(ok([...weights]))),

    http.get('/system/region', ({ request, response }) =>
      response(200).json(ok(regions(languageHeader(request)))),
    ),

    http.get('/system/occupation', ({ request, response }) =>
      response(200).json(ok(occupations(languageHeader(request)))),
    ),

    // The mock world chats through the server's own gateway.
    http.get('/system/chat-service', ({ response }) =>
      response(200).json(ok({ provider: 'local' as const, gateway: '/api/im' })),
    ),

    // The mock world is always up and never draining.
    http.get('/health', ({ response }) => response(200).json(ok({ status: 'ok' as const }))),

    http.get('/ready', ({ response }) => response(200).json(ok({ ready: true as const }))),
  ];
}
