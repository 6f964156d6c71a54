/**
 * Schema-driven fuzz, invalid half: every operation of openapi.yaml called with a valid request
 * spoiled in one place (invalidRequests.ts), logged in and logged out. A request the contract
 * refuses answers 400 (413 when too large; 401 first when a login is missing) in the error
 * envelope, and leaves the database exactly as it was: same rows in every table, same wallets,
 * same ledger. Nothing ever answers 5xx or outside the envelope.
 *
 * The operations are dealt to two test files (invalidInputA/B.test.ts), one per core.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from './contractOperations.ts';
import {
  changedTables,
  createWorld,
  expectEnvelope,
  fingerprint,
  openFreshSession,
  printStatuses,
  runs,
  send,
  type World,
  report,
} from './fuzzWorld.ts';
import { invalidRequest } from './invalidRequests.ts';

/** The operations of one of the two files: every other one. */
export const shardOf = (shard: 0 | 1) => operations.filter((_op, i) => i % 2 === shard);

export function invalidInputSuite(shard: 0 | 1): void {
  const name = `invalidInput${'AB'[shard]}`;
  const mine = shardOf(shard);
  let world: World;
  let baseline: Record<string, string>;
  let refusedCalls = 0;
  beforeAll(async () => {
    world = await createWorld(name);
    baseline = await fingerprint(world);
  });
  afterAll(async () => {
    printStatuses(world, name);
    report(
      `${name}: ${world.sent.requests} requests (${refusedCalls} refused by the contract) over ${world.sent.operations.size} operations`,
    );
    await world.app.close();
  });

  describe('invalid input to every operation', () => {
    it.each(mine.map((op) => [op.operationId, op] as const))('%s', async (_id, op) => {
      await fc.assert(
        fc.asyncProperty(invalidRequest(world, op), async (request) => {
          // A session of its own for a call that ends sessions, opened before the fingerprint.
          if (await openFreshSession(world, request.headers)) baseline = await fingerprint(world);
          const response = await send(world, op, request);
          const what = `${op.operationId} ${request.loggedIn ? 'logged in' : 'logged out'}: ${request.what}`;
          const json = expectEnvelope(op, response, what);
          if (!request.refused) {
            // The spoiling happened to leave a valid request: it may change things.
            baseline = await fingerprint(world);
            return;
          }
          refusedCalls += 1;
          const allowed = request.loggedIn || op.auth !== 'required' ? [400, 413] : [400, 401, 413];
          expect(allowed, `${what} => ${response.statusCode} ${json.msg}`).toContain(
            response.statusCode,
          );
          const after = await fingerprint(world);
          expect(
            changedTables(baseline, after),
            `${what}: a refused call changed the database`,
          ).toEqual([]);
        }),
        { numRuns: runs(24) },
      );
    });

    it('covered every operation of its half of the contract', () => {
      expect([...world.sent.operations].sort()).toEqual(mine.map((o) => o.operationId).sort());
      // The two halves make the whole contract.
      expect(shardOf(0).length + shardOf(1).length).toBe(operations.length);
    });
  });
}
