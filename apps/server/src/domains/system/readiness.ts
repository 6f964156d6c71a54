/**
 * The probes. Liveness answers while the process runs; readiness says whether a load balancer
 * should send this process traffic: not while it drains after SIGTERM, not while its database is
 * out of reach (a bounded wait: a probe must not hang on a stuck connection).
 */
import { AppError } from '../../http/AppError.ts';
import type { Services } from '../../services.ts';
import { pingDatabase } from './queries.ts';

/** How long the database may take to answer the readiness probe. */
const DATABASE_PROBE_MS = 2000;

export function health() {
  return { status: 'ok' as const };
}

export async function readiness({ db, lifecycle, log }: Services) {
  if (lifecycle.draining) throw new AppError(503, { key: 'ready.draining', status: 503 });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), DATABASE_PROBE_MS);
  });
  try {
    await Promise.race([pingDatabase(db), timeout]);
  } catch (error) {
    log.warn({ err: error }, 'readiness: the database does not answer');
    throw new AppError(503, { key: 'ready.database', status: 503 });
  } finally {
    clearTimeout(timer);
  }
  return { ready: true as const };
}
