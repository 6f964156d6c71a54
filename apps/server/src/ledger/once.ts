/**
 * Runs a paying call exactly once per Idempotency-Key (decisions.md "Money"): in one database
 * transaction it claims the key, runs the call and stores its answer. A retry with the same key
 * and parameters gets the stored answer and moves nothing; the same key with other parameters
 * answers 409. A refused call (402, 400...) rolls back with its key, so only a success is kept.
 */
import { createHash } from 'node:crypto';
import { AppError } from '../http/AppError.ts';
import type { Services } from '../services.ts';
import type { Trx } from './ledger.ts';

export async function once<T>(
  services: Services,
  call: { userId: number; operation: string; key: string; params: unknown },
  run: (trx: Trx) => Promise<T>,
): Promise<T> {
  const requestHash = createHash('sha256').update(stableJson(call.params)).digest('hex');
  return services.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({
        user_id: call.userId,
        key: call.key,
        operation: call.operation,
        request_hash: requestHash,
        response: 'null',
        created_at: services.now(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const first = await trx
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('user_id', '=', call.userId)
        .where('key', '=', call.key)
        .executeTakeFirstOrThrow();
      if (first.operation !== call.operation || first.request_hash !== requestHash)
        throw new AppError(409);
      return first.response as T;
    }
    const answer = await run(trx);
    // The stored answer as the database gives it back, so the first answer and every replay are
    // the same JSON, keys in the same order.
    const stored = await trx
      .updateTable('idempotency_keys')
      .set({ response: JSON.stringify(answer ?? null) })
      .where('user_id', '=', call.userId)
      .where('key', '=', call.key)
      .returning('response')
      .executeTakeFirstOrThrow();
    return stored.response as T;
  });
}

/** JSON with object keys sorted, so equal parameters hash equally whatever their order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
