/**
 * Turns every operation of openapi.yaml that has a handler (keyed by its path) into a fastify
 * route under /api:
 * checks the login, validates the request against the contract, calls the handler, wraps its
 * data in the envelope and checks the answer against the contract too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../http/AppError.ts';
import { sessionUser } from '../http/sessions.ts';
import { validationMessage } from '../http/validationMessage.ts';
import { pickLanguage } from '../i18n/languages.ts';
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
      ((ctx: RequestContext<never>) => Promise<unknown>) | undefined;
    if (!handler) continue;
    app.route({
      method: operation.method,
      url: API_PREFIX + operation.path,
      handler: async (request, reply) => {
        const ctx = await buildContext(request, operation, contract, services);
        const data = await handler(ctx as RequestContext<never>);
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
  const token = headerValue(request.headers.token);
  const session = token ? await sessionUser(services.db, token, services.now()) : null;
  if (operation.auth === 'required' && !session) throw unauthorized();

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
    ({ files, fields } = await readMultipart(request));
  } else if (operation.body) {
    if (body === undefined || body === null) body = {};
    validate(operation.body, body, language);
  }

  const user = session?.user ?? null;
  return {
    body: body as never,
    query: query as never,
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
  throw new ValidationError(validationMessage(validator.errors?.[0] ?? undefined, language));
}

/** A request that breaks the contract: 400 with the rule's message, already translated. */
export class ValidationError extends Error {}

async function readMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(400, { key: 'validation.malformed' });
  const files: UploadedPart[] = [];
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      files.push({ field: part.fieldname, filename: part.filename, bytes: await part.toBuffer() });
    } else {
      fields[part.fieldname] = String(part.value);
    }
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
