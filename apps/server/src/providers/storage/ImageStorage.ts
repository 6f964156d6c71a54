/**
 * Where uploaded images live. Each image has a key (`album/100001/9f2c.png`) and an address (what
 * `put` answers, kept in the uploads table and wherever the image is used). Public keys are
 * served at that address; keys in a private folder (imageKeys.ts) are not, and reach a viewer
 * only after the server's checks, through `open`.
 */
import type { Readable } from 'node:stream';

/** A private image handed to a viewer the server has checked. */
export type OpenedImage =
  | { kind: 'stream'; body: Readable; mimeType: string; size: number }
  /** A short-lived address of the bucket itself (S3 presigned GET), for a redirect. */
  | { kind: 'redirect'; url: string };

export interface ImageStorage {
  /** Stores the bytes under `key` (e.g. `album/100001/9f2c.png`) and returns its address. */
  put(key: string, bytes: Buffer, mimeType: string): Promise<string>;
  /** The address `put` answers for a key. */
  urlOf(key: string): string;
  /** The key of one of this storage's addresses; null for any other address. */
  keyOf(url: string): string | null;
  /** The bytes stored under a key; null when nothing is. */
  read(key: string): Promise<Buffer | null>;
  /** Whether something is stored under a key. */
  has(key: string): Promise<boolean>;
  /** Copies a stored image to another key; its new address, or null when `from` holds nothing. */
  copy(from: string, to: string): Promise<string | null>;
  /**
   * A private image for a viewer the server has checked: its bytes, or an address of the bucket
   * valid `seconds`; null when nothing is stored under the key.
   */
  open(key: string, seconds: number): Promise<OpenedImage | null>;
  /** Origins besides this server's that the browser loads images from (CSP img-src). */
  readonly imageOrigins: readonly string[];
  /** A folder this server serves at /uploads/ (all but its private folders), when local. */
  readonly localDir: string | null;
}
