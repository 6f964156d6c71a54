/**
 * Every failure leaves as the envelope `{code, msg, data: null}` with the message in the caller's
 * language. Errors the caller caused are 4xx; only a bug in the server answers 500, and then
 * without any detail (the detail goes to the log with the request id).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ValidationError } from '../contract/registerOperations.ts';
import { pickLanguage } from '../i18n/languages.ts';
import { t } from '../i18n/translate.ts';
import { AppError } from './AppError.ts';

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const language = pickLanguage(request.headers.language);
    const send = (status: number, code: number, msg: string) =>
      reply.code(status).send({ code, msg, data: null });

    if (error instanceof AppError)
      return send(error.status, error.code, t(language, error.key, error.params));
    if (error instanceof ValidationError) return send(400, 400, error.message);

    const fastifyError = error as FastifyError;
    switch (fastifyError.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(413, 400, t(language, 'validation.bodyTooLarge'));
      case 'FST_REQ_FILE_TOO_LARGE':
        return send(400, 1302, t(language, 'code.1302'));
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return send(400, 400, t(language, 'validation.malformed'));
    }
    const status = fastifyError.statusCode ?? 500;
    if (status === 429) return send(429, 429, t(language, 'code.429'));
    if (status >= 400 && status < 500)
      return send(status === 415 ? 400 : status, 400, t(language, 'validation.malformed'));

    request.log.error({ err: error }, 'unexpected error');
    return send(500, 500, 'Internal error');
  });
}
