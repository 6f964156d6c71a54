/**
 * The web app's built files (/assets/: scripts, style sheets, fonts, emoji) carry only the
 * security headers that mean something for them. The rest (the content security policy, frame
 * and opener policies, HSTS, the old X-* set) govern documents: the shell carries them, and a
 * script or style sheet never becomes a page. On a phone they were most of each answer: the first
 * screen fetches dozens of small files, and 1 kB of headers apiece outweighed many of them.
 * Kept: X-Content-Type-Options (no sniffing a script into something else) and
 * Cross-Origin-Resource-Policy (no embedding from other sites).
 */
import type { FastifyInstance } from 'fastify';

const documentOnly = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

export function trimAssetHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/assets/')) return;
    // A missing asset may be answered with the shell (an HTML page): that one keeps them all.
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
    for (const name of documentOnly) reply.removeHeader(name);
  });
}
