import type { Middleware } from 'openapi-fetch';
import {
  ApiError,
  ErrorCodes,
  ForbiddenError,
  HttpError,
  UnauthorizedError,
  defaultMessages,
  type HeartlineError,
} from '../errors';

interface Envelope {
  code: number;
  msg: string;
}

/**
 * Reads the `{code, msg, data}` envelope of every answer. Code 200 passes through; anything else
 * rejects the call with a typed error. A lost login (envelope code 401 or HTTP 401) calls
 * `onUnauthorized` first, so the app can clear its login, log out of chat and go to /login.
 */
export function envelopeMiddleware(onUnauthorized: (error: UnauthorizedError) => void): Middleware {
  return {
    async onResponse({ response }) {
      const envelope = await readEnvelope(response);
      if (response.ok && envelope?.code === ErrorCodes.success) return undefined;
      const error = toError(response.status, envelope);
      if (error instanceof UnauthorizedError) onUnauthorized(error);
      throw error;
    },
  };
}

function toError(status: number, envelope: Envelope | null): HeartlineError {
  if (envelope?.code === ErrorCodes.unauthorized || status === 401) {
    return new UnauthorizedError(envelope?.msg || defaultMessages.unauthorized, status);
  }
  if (status === 403)
    return new ForbiddenError(envelope?.msg || defaultMessages.forbidden, envelope?.code);
  if (envelope && status < 500) return new ApiError(envelope.code, envelope.msg, status);
  return new HttpError(status, envelope?.msg || null);
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  if (!response.headers.get('content-type')?.includes('json')) return null;
  try {
    const body: unknown = await response.clone().json();
    if (isEnvelope(body)) return body;
  } catch {
    // Not JSON after all (a proxy's error page): treated as an answer without an envelope.
  }
  return null;
}

function isEnvelope(body: unknown): body is Envelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as Envelope).code === 'number' &&
    typeof (body as Envelope).msg === 'string'
  );
}
