import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isPlainKey, mimeTypeOfKey } from './imageKeys.ts';
import type { ImageStorage, OpenedImage } from './ImageStorage.ts';

const PREFIX = '/uploads/';

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' ||
  (error as NodeJS.ErrnoException).code === 'ENOTDIR';

/**
 * The embedded storage: a folder on disk, served by this server at /uploads/ except its private
 * folders (domains/file/imageRoutes.ts), which only /api/image/ serves after its checks.
 */
export class LocalImageStorage implements ImageStorage {
  readonly localDir: string;
  readonly imageOrigins: readonly string[] = [];

  constructor(dir: string) {
    this.localDir = path.resolve(dir);
    // The server serves this folder from start-up, before the first upload creates it.
    mkdirSync(this.localDir, { recursive: true });
  }

  async put(key: string, bytes: Buffer): Promise<string> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside, then renamed: a file being written is never served half-way (the smaller
    // copies of an upload are drawn while browsers may already ask for them).
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return this.urlOf(key);
  }

  urlOf(key: string): string {
    return PREFIX + key;
  }

  keyOf(url: string): string | null {
    if (!url.startsWith(PREFIX)) return null;
    const key = url.slice(PREFIX.length);
    return isPlainKey(key) ? key : null;
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    return (await this.fileStat(key))?.isFile() ?? false;
  }

  async copy(from: string, to: string): Promise<string | null> {
    const target = this.fileOf(to);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await copyFile(this.fileOf(from), target);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return this.urlOf(to);
  }

  async open(key: string): Promise<OpenedImage | null> {
    const found = await this.fileStat(key);
    if (!found?.isFile()) return null;
    return {
      kind: 'stream',
      body: createReadStream(this.fileOf(key)),
      mimeType: mimeTypeOfKey(key),
      size: found.size,
    };
  }

  private fileStat(key: string) {
    return stat(this.fileOf(key)).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
  }

  /** Keys are made by the server, but never let one climb out of the folder. */
  private fileOf(key: string): string {
    const file = path.resolve(this.localDir, key);
    if (!file.startsWith(this.localDir + path.sep)) throw new Error(`bad storage key ${key}`);
    return file;
  }
}
