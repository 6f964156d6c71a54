/**
 * No API answer may be kept by a browser or a proxy: the login answer holds a session token and
 * the chat password, and every other answer is one member's own data. Every answer under the
 * API's prefix, errors and 404s included, says `Cache-Control: no-store`.
 */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../contract/registerOperations.ts';

export function installNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
}

function isApiPath(url: string): boolean {
  if (!url.startsWith(API_PREFIX)) return false;
  const next = url.charAt(API_PREFIX.length);
  return next === '' || next === '/' || next === '?';
}
