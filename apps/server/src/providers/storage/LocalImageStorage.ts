import { mkdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStorage } from './ImageStorage.ts';

/** The embedded storage: a folder on disk, served by this server at /uploads/. */
export class LocalImageStorage implements ImageStorage {
  readonly localDir: string;

  constructor(dir: string) {
    this.localDir = path.resolve(dir);
    // The server serves this folder from start-up, before the first upload creates it.
    mkdirSync(this.localDir, { recursive: true });
  }

  async put(key: string, bytes: Buffer): Promise<string> {
    const file = path.resolve(this.localDir, key);
    // Keys are made by the server, but never let one climb out of the folder.
    if (!file.startsWith(this.localDir + path.sep)) throw new Error(`bad storage key ${key}`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return `/uploads/${key}`;
  }
}
