import type { Middleware } from 'openapi-fetch';
import { NetworkError, TimeoutError } from '../errors';

/**
 * Aborts a call that has no answer after `timeoutMs` and turns transport failures into typed
 * errors. A caller's own abort signal still works and rejects with its AbortError untouched.
 */
export function timeoutMiddleware(timeoutMs: number): Middleware {
  return {
    onRequest({ request }) {
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
      return new Request(request, { signal });
    },
    onError({ error, request }) {
      if (isTimeout(error)) return new TimeoutError(timeoutMs, error);
      if (request.signal.aborted && !isTimeout(request.signal.reason)) return undefined;
      return new NetworkError(error);
    },
  };
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}
