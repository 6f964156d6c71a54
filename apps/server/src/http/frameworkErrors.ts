/**
 * The refusals that happen before any route runs, answered in the envelope `{code, msg, data}`
 * with the message in the caller's language like every other failure:
 * - node's HTTP parser (`clientErrorHandler`): header fields too large (431), a request line too
 *   long (414), a request that is not HTTP (400), a client too slow (408). The request was never
 *   parsed, so the language is looked for in the raw bytes received.
 * - fastify's router (`frameworkErrors`): a path that is not valid URL encoding (400), a path
 *   parameter too long (414).
 * - a known path called with another method: 405 with an Allow header (code 404, the operation
 *   does not exist), rather than the not-found answer.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import type { MessageKey } from '../i18n/catalogue/index.ts';
import { pickLanguage, type Language } from '../i18n/languages.ts';
import { t } from '../i18n/translate.ts';

const envelope = (language: Language, key: MessageKey, code = 400) =>
  JSON.stringify({ code, msg: t(language, key), data: null });

/** The `language` header among the raw bytes of a request that could not be parsed. */
export function rawLanguage(raw: string): Language {
  return pickLanguage(/\r\nlanguage:[ \t]*([^\r\n]{0,40})/i.exec(raw)?.[1]);
}

/** Fastify's `clientErrorHandler`: what node's HTTP parser refused, as an envelope. */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A connection the client reset or already closed: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // The bytes node's parser was reading when it failed (a Buffer, whatever the types say).
  const packet: unknown = error.rawPacket;
  const raw = Buffer.isBuffer(packet) ? packet.toString('latin1') : '';
  const language = rawLanguage(raw);
  let status = 400;
  let key: MessageKey = 'validation.malformed';
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // Still in the request line (no line end yet, or a first line this long): the URL is too long.
    const firstLine = raw.indexOf('\r\n');
    const inRequestLine = firstLine === -1 || firstLine > 8192;
    status = inRequestLine ? 414 : 431;
    key = inRequestLine ? 'validation.urlTooLong' : 'validation.headersTooLarge';
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
  } else if (error.code === 'HPE_INVALID_URL') {
    key = 'validation.badUrl';
  }
  if (socket.writable) {
    const body = envelope(language, key);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/** Fastify's `frameworkErrors`: what its router refused, as an envelope. */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const language = pickLanguage(request.headers.language);
  const [status, key]: [number, MessageKey] =
    error.code === 'FST_ERR_BAD_URL'
      ? [400, 'validation.badUrl']
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, 'validation.urlTooLong']
        : [400, 'validation.malformed'];
  void reply.code(status).type('application/json; charset=utf-8').send(envelope(language, key));
}

/**
 * Answers 405 (with Allow) for a path that exists with other methods only. Collects the routes'
 * methods as they are added, so call it before the routes are registered.
 */
export function answerWrongMethod(app: FastifyInstance): void {
  const methodsOf = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    const methods = methodsOf.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    methodsOf.set(route.url, methods);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404) return;
    const methods = methodsOf.get(request.url.split('?')[0] ?? '');
    if (!methods || methods.has(request.method)) return;
    const language = pickLanguage(request.headers.language);
    return reply
      .code(405)
      .header('allow', [...methods].sort().join(', '))
      .type('application/json; charset=utf-8')
      .send(envelope(language, 'route.methodNotAllowed', 404));
  });
}
