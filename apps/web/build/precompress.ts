import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Below this size a compressed copy saves less than the bytes of its headers. */
export const PRECOMPRESS_MIN_BYTES = 1024;

const textExtensions = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);

/** Whether a built file (a path inside the build) gets .br and .gz copies beside it. */
export function shouldPrecompress(fileName: string, size: number): boolean {
  const segments = fileName.split(/[\\/]/);
  // The build's own reports (.vite/manifest.json, ...) are never served.
  if (segments.some((segment) => segment.startsWith('.'))) return false;
  return size >= PRECOMPRESS_MIN_BYTES && textExtensions.has(path.extname(fileName).toLowerCase());
}

const compressors = {
  // The slowest, smallest settings: paid once per build, saved on every download.
  br: (bytes: Buffer) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gz: (bytes: Buffer) => promisify(gzip)(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the build (bundle and public
 * folder alike) that is worth it, so the server sends them as they are (@fastify/static's
 * `preCompressed`) instead of compressing on every request. zlib's asynchronous calls run on
 * libuv's thread pool: the files are compressed in parallel.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'heartline-precompress',
    apply: 'build',
    // After the bundle is on disk; the public folder was copied there before the bundle.
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options) {
        await precompressDir(options.dir ?? path.dirname(options.file ?? ''));
      },
    },
  };
}

/** Compresses the files of a written build that are worth it (see `shouldPrecompress`). */
export async function precompressDir(outDir: string): Promise<void> {
  await Promise.all((await filesIn(outDir)).map((file) => precompressFile(outDir, file)));
}

async function precompressFile(outDir: string, file: string): Promise<void> {
  const full = path.join(outDir, file);
  if (!shouldPrecompress(file, (await stat(full)).size)) return;
  const bytes = await readFile(full);
  await Promise.all(
    Object.entries(compressors).map(async ([extension, compress]) => {
      const compressed = await compress(bytes);
      // A copy no smaller than the file would only cost the reader.
      if (compressed.length < bytes.length) await writeFile(`${full}.${extension}`, compressed);
    }),
  );
}

/** Every file under `dir`, as paths relative to it. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}
