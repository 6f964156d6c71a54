/**
 * Turns every operation of openapi.yaml that has a handler (keyed by its path) into a fastify
 * route under /api:
 * checks the login, validates the request against the contract, calls the handler, wraps its
 * data in the envelope and checks the answer against the contract too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../http/AppError.ts';
import { sessionUser } from '../http/sessions.ts';
import { refuseBadText } from '../http/requestText.ts';
import { validationMessage } from '../http/validationMessage.ts';
import { pickLanguage, type Language } from '../i18n/languages.ts';
import { t } from '../i18n/translate.ts';
import type { Services } from '../services.ts';
import type { ApiPath, Handlers, RequestContext, UploadedPart } from './context.ts';
import type { Contract, OperationContract, Validator } from './loadContract.ts';

export const API_PREFIX = '/api';

export function registerOperations(
  app: FastifyInstance,
  contract: Contract,
  handlers: Handlers,
  services: Services,
): void {
  for (const operation of contract.operations) {
    const handler = handlers[operation.path as ApiPath] as
      ((ctx: RequestContext<never>) => unknown) | undefined;
    if (!handler) continue;
    app.route({
      method: operation.method,
      url: API_PREFIX + operation.path,
      handler: async (request, reply) => {
        const ctx = await buildContext(request, operation, contract, services);
        const data = await handler(ctx);
        const envelope = { code: 200, msg: t(ctx.language, 'success'), data: data ?? null };
        checkAnswer(operation.success, envelope, operation, services);
        return reply.code(200).send(envelope);
      },
    });
  }
}

async function buildContext(
  request: FastifyRequest,
  operation: OperationContract,
  contract: Contract,
  services: Services,
): Promise<RequestContext<never>> {
  const language = pickLanguage(request.headers.language);
  // Text no operation accepts (NUL, lone surrogates) is refused before anything reads it.
  refuseBadText(
    {
      language: request.headers.language,
      token: request.headers.token,
      'Idempotency-Key': request.headers['idempotency-key'],
    },
    language,
  );
  refuseBadText(request.query, language);
  refuseBadText(request.body, language);

  const token = headerValue(request.headers.token);
  const session = token ? await sessionUser(services.db, token, services.now()) : null;
  if (operation.auth === 'required' && !session) throw unauthorized();
  checkContentType(request, operation);

  let idempotencyKey: string | null = null;
  if (operation.paying) {
    idempotencyKey = headerValue(request.headers['idempotency-key']) ?? null;
    if (!idempotencyKey || !contract.idempotencyKey(idempotencyKey)) {
      throw new AppError(400, { key: 'validation.idempotencyKey' });
    }
  }

  const query = { ...(request.query as Record<string, unknown>) };
  if (operation.query) validate(operation.query, query, language);

  let body: unknown = request.body;
  let files: UploadedPart[] | undefined;
  let fields: Record<string, string> | undefined;
  if (operation.multipart) {
    ({ files, fields } = await readMultipart(request, language));
  } else if (operation.body) {
    if (body === undefined || body === null) body = {};
    validate(operation.body, body, language);
  }

  const user = session?.user ?? null;
  return {
    body: body as never,
    query,
    user,
    get me() {
      if (!user) throw unauthorized();
      return user;
    },
    sessionHash: session?.tokenHash ?? null,
    language,
    idempotencyKey,
    ip: request.ip,
    files,
    fields,
    services,
  };
}

function validate(validator: Validator, value: unknown, language: ReturnType<typeof pickLanguage>) {
  if (validator(value)) return;
  const error = validator.errors?.[0] ?? undefined;
  // A body that is not an object at all, or breaks a rule of the whole (at least one field,
  // one of two shapes), has no field to name.
  if (error && error.instancePath === '' && !namedRules.has(error.keyword)) {
    throw new ValidationError(t(language, 'code.400'));
  }
  throw new ValidationError(validationMessage(error, language));
}
const namedRules = new Set(['required', 'additionalProperties']);

/**
 * The body's content type must be the operation's: JSON for a JSON body (a text/plain or form
 * body would otherwise reach the validator as a string), multipart for an upload.
 */
function checkContentType(request: FastifyRequest, operation: OperationContract) {
  if (operation.multipart) {
    if (!request.isMultipart()) throw new AppError(400, { key: 'validation.contentType' });
    return;
  }
  if (!operation.body) return;
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const sent = request.body !== undefined || request.isMultipart();
  if (sent && type !== 'application/json') {
    throw new AppError(400, { key: 'validation.contentType' });
  }
}

/** A request that breaks the contract: 400 with the rule's message, already translated. */
export class ValidationError extends Error {}

/** The errors of @fastify/multipart's limits, which the error handler answers itself. */
const multipartLimits = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
]);

/**
 * The parts of an upload. A form the parser cannot read (no boundary, cut short, a broken part)
 * answers 400, and so do field names, values and file names with bad text.
 */
async function readMultipart(request: FastifyRequest, language: Language) {
  const files: UploadedPart[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        refuseBadText({ [part.fieldname]: part.filename }, language);
        const bytes = await part.toBuffer();
        files.push({ field: part.fieldname, filename: part.filename, bytes });
      } else {
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        refuseBadText({ [part.fieldname]: value }, language);
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (multipartLimits.has((error as { code?: string }).code ?? '')) throw error;
    throw new AppError(400, { key: 'validation.multipart' });
  }
  return { files, fields };
}

function checkAnswer(
  validator: Validator,
  envelope: unknown,
  operation: OperationContract,
  services: Services,
) {
  const mode = services.config.responseValidation;
  if (mode === 'off' || validator(envelope)) return;
  const detail = JSON.stringify(validator.errors?.slice(0, 3));
  services.log.error(
    { operationId: operation.operationId, errors: validator.errors },
    'answer breaks openapi.yaml',
  );
  if (mode === 'strict')
    throw new Error(`${operation.operationId}: answer breaks openapi.yaml: ${detail}`);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
