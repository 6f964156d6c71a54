/**
 * The server's VAPID key pair (RFC 8292), which signs every push: VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY, else the pair kept in DATA_DIR/vapid.json (made on first start, readable by
 * the server's user only). Tests get a pair per configuration, never a file.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const kept = new WeakMap<Config, VapidKeys>();

export function vapidKeys(config: Config): VapidKeys {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  }
  let keys = kept.get(config);
  if (!keys) {
    keys =
      config.NODE_ENV === 'test' || config.DATA_DIR === 'memory'
        ? webpush.generateVAPIDKeys()
        : keptKeys(path.join(config.DATA_DIR, 'vapid.json'));
    kept.set(config, keys);
  }
  return keys;
}

function keptKeys(file: string): VapidKeys {
  try {
    const read = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (!read.publicKey || !read.privateKey) {
      throw new Error(
        `${file} holds no key pair: delete it, or set VAPID_PUBLIC_KEY and _PRIVATE_KEY`,
      );
    }
    return { publicKey: read.publicKey, privateKey: read.privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const made = webpush.generateVAPIDKeys();
  try {
    // 'wx': a second process starting at the same moment keeps the first one's pair.
    writeFileSync(file, `${JSON.stringify(made)}\n`, { mode: 0o600, flag: 'wx' });
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return keptKeys(file);
  }
}
