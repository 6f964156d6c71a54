/**
 * Password hashing with argon2id from Node's own crypto (OWASP's minimum parameters: 19 MiB,
 * 2 passes). Stored as `argon2id$<memory>$<passes>$<salt hex>$<hash hex>` so parameters can rise.
 */
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(argon2);
const MEMORY_KIB = 19_456;
const PASSES = 2;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive('argon2id', {
    message: password,
    nonce: salt,
    parallelism: 1,
    tagLength: 32,
    memory: MEMORY_KIB,
    passes: PASSES,
  });
  return ['argon2id', MEMORY_KIB, PASSES, salt.toString('hex'), hash.toString('hex')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, memory, passes, salt, expected] = stored.split('$');
  if (algorithm !== 'argon2id' || !salt || !expected) return false;
  const hash = await derive('argon2id', {
    message: password,
    nonce: Buffer.from(salt, 'hex'),
    parallelism: 1,
    tagLength: expected.length / 2,
    memory: Number(memory),
    passes: Number(passes),
  });
  const want = Buffer.from(expected, 'hex');
  return hash.length === want.length && timingSafeEqual(hash, want);
}

let dummyHash: Promise<string> | undefined;

/**
 * The hash of nobody's password (random, computed once on first use). An unknown account's
 * password is checked against it, so that signing in does the same work, and takes the same
 * time, whether the account exists or not.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('hex')).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}
