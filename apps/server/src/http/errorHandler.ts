/**
 * Every failure leaves as the envelope `{code, msg, data: null}` with the message in the caller's
 * language. Errors the caller caused are 4xx; only a bug in the server answers 500, and then
 * without any detail (the detail goes to the log with the request id). What fastify and node
 * refuse before a route runs (bad URLs, oversized headers, wrong methods) is answered in
 * frameworkErrors.ts.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ValidationError } from '../contract/registerOperations.ts';
import type { MessageKey } from '../i18n/catalogue/index.ts';
import { pickLanguage } from '../i18n/languages.ts';
import { t } from '../i18n/translate.ts';
import { AppError } from './AppError.ts';
import { answerWrongMethod } from './frameworkErrors.ts';

/** Fastify's and its plugins' refusals of a request: HTTP status, envelope code, message. */
const frameworkRefusals: Record<string, [number, number, MessageKey]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 400, 'validation.bodyTooLarge'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 400, 'validation.badJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 400, 'validation.emptyBody'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [400, 400, 'validation.contentType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 400, 'validation.malformed'],
  FST_REQ_FILE_TOO_LARGE: [400, 1302, 'code.1302'],
  FST_FILES_LIMIT: [400, 400, 'validation.multipart'],
  FST_PARTS_LIMIT: [400, 400, 'validation.multipart'],
  FST_FIELDS_LIMIT: [400, 400, 'validation.multipart'],
  FST_PROTO_VIOLATION: [400, 400, 'validation.multipart'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 400, 'validation.multipart'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 400, 'validation.contentType'],
  FST_MP_PREMATURE_CLOSE: [400, 400, 'validation.multipart'],
};

/** Envelope codes that name their HTTP status (openapi.yaml ErrorCode). */
const statusCodes = new Set([401, 403, 404, 409, 429]);

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const language = pickLanguage(request.headers.language);
    const send = (status: number, code: number, msg: string) =>
      reply.code(status).send({ code, msg, data: null });

    if (error instanceof AppError)
      return send(error.status, error.code, t(language, error.key, error.params));
    if (error instanceof ValidationError) return send(400, 400, error.message);

    const fastifyError = error as FastifyError;
    const refusal = frameworkRefusals[fastifyError.code];
    if (refusal) return send(refusal[0], refusal[1], t(language, refusal[2]));
    const status = fastifyError.statusCode ?? 500;
    if (status === 429) return send(429, 429, t(language, 'code.429'));
    if (status >= 400 && status < 500) {
      const code = statusCodes.has(status) ? status : 400;
      return send(status === 415 ? 400 : status, code, t(language, 'validation.malformed'));
    }

    request.log.error({ err: error }, 'unexpected error');
    return send(500, 500, 'Internal error');
  });
  // A known path called with another method answers 405 (before the not-found handler).
  answerWrongMethod(app);
}
