/**
 * Text answers go out compressed when the caller accepts it: brotli, else gzip (Vary:
 * Accept-Encoding). The web app's files were compressed once, at the highest settings, by its
 * build (apps/web/build/precompress.ts) and are sent as they are (@fastify/static's
 * `preCompressed`): an answer that already carries a Content-Encoding is never compressed again.
 * What is left is compressed as it goes when it is 1 kB or more (smaller answers gain less than
 * the compressed format's own overhead): API answers, uploaded SVG pictures.
 */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

const THRESHOLD = 1024;

export async function installCompression(app: FastifyInstance): Promise<void> {
  // @fastify/compress weighs only buffered answers against its threshold and compresses every
  // stream: a file of known size under it is read into memory here (an instance hook, so before
  // the plugin's route hooks) and goes out whole. A 108-byte stylesheet grew to 115 gzipped.
  app.addHook('onSend', async (_request, reply, payload) => {
    const size = Number(reply.getHeader('content-length'));
    if (!(payload instanceof Readable) || !(size < THRESHOLD)) return payload;
    return reply.hasHeader('content-encoding') ? payload : buffer(payload);
  });
  await app.register(compress, {
    threshold: THRESHOLD,
    // Not deflate (two incompatible meanings in the wild) nor zstd (brotli wins on text).
    encodings: ['br', 'gzip'],
    // Brotli's quality 5 of 11 as it goes: on the 16 kB encounter list, 0.35 ms and 37% of the
    // size (gzip: 0.14 ms, 40%; quality 4: 0.23 ms, 39%; quality 9: 10 ms for no gain). The
    // build's copies pay for 11 once.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    // Request bodies are read as sent, as before: no compressed uploads to unpack.
    globalDecompression: false,
  });
}
