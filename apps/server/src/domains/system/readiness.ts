/**
 * The probes. Liveness answers while the process runs; readiness says whether a load balancer
 * should send this process traffic: not while it drains after SIGTERM, not while its database or
 * its Redis (when several processes share one) is out of reach (a bounded wait each: a probe
 * must not hang on a stuck connection).
 */
import { AppError } from '../../http/AppError.ts';
import type { Services } from '../../services.ts';
import { pingDatabase } from './queries.ts';

/** How long the database or Redis may take to answer the readiness probe. */
const PROBE_MS = 2000;

export function health() {
  return { status: 'ok' as const };
}

export async function readiness({ db, redis, lifecycle, log }: Services) {
  if (lifecycle.draining) throw new AppError(503, { key: 'ready.draining', status: 503 });
  if (!(await answers(() => pingDatabase(db), log, 'database'))) {
    throw new AppError(503, { key: 'ready.database', status: 503 });
  }
  if (redis && !(await answers(() => redis.ping(), log, 'Redis'))) {
    throw new AppError(503, { key: 'ready.redis', status: 503 });
  }
  return { ready: true as const };
}

async function answers(ping: () => Promise<unknown>, log: Services['log'], what: string) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), PROBE_MS);
  });
  try {
    await Promise.race([ping(), timeout]);
    return true;
  } catch (error) {
    log.warn({ err: error }, `readiness: the ${what} does not answer`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}
