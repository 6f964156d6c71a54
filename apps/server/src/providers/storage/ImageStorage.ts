/** Where uploaded images live. Returns the address clients use to show them. */
export interface ImageStorage {
  /** Stores the bytes under `key` (e.g. `album/100001/9f2c.png`) and returns its URL. */
  put(key: string, bytes: Buffer, mimeType: string): Promise<string>;
  /** A folder this server serves at /uploads/, when the storage is local. */
  readonly localDir: string | null;
}
